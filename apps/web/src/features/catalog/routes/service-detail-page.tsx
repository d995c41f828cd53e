// Built by a later issue; the route table already points here.
export function ServiceDetailPage() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-2xl font-bold">Service</h1>
    </section>
  );
}
