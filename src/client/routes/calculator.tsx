export default function Page() {
  return <h1>calculator</h1>;
}
