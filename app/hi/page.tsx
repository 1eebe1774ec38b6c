export default function Placeholder() {
  return <p>हिन्दी</p>;
}
