export function NavBar() {
  return <nav aria-label="Main" />;
}
