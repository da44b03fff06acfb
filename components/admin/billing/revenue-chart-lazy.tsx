"use client";
import dynamic from "next/dynamic";
import { Skeleton } from "@/components/ui/skeleton";

/**
 * The revenue chart, fetched after the page is shown: the chart library is the heaviest script of the
 * console, and the page's figures and table do not wait for it. A placeholder of the chart's size holds its
 * place meanwhile.
 */
export const LazyRevenueChart = dynamic(() => import("./revenue-chart").then((m) => m.RevenueChart), {
  ssr: false,
  loading: () => <Skeleton className="h-72 w-full" />,
});
