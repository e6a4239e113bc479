export default function Page() {
  return <h1>disclaimer</h1>;
}
