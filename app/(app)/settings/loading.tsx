import { PageLoading } from "@/components/layout/page-loading";

export default function Loading() {
  return <PageLoading cards={[1, 2]} />;
}
