// Scaffold: this page is written in this work.
export default function Page() {
  return null;
}
