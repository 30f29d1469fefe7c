import type { QueryOf, TeamReportRow, TeamReportType } from '@portal/api-contract';
import type { contract } from '@portal/api-contract';
import { translateError } from '@portal/i18n';
import { useToast, useTranslation } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@portal/api-contract';
import { usePortalEnvironment } from '../../../../../environment/environment';
import { teamReportCsv, teamReportFileName, type TeamReportColumn } from './teamReportCsv';

type TeamReportQuery = QueryOf<typeof contract.reports.team>;

/** The most rows one call returns: the export reads the period in as few calls as it can. */
const EXPORT_PAGE_SIZE = 999;

/** Hands the text to the browser as a file download. */
function downloadText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has handed the file over once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The report's CSV export: every page of the chosen period and filters, then one file with the
 * columns the page shows. A failed call shows a translated toast; leaving the page stops the export.
 */
export function useTeamReportExport({
  reportType,
  query,
  columns,
  currency,
}: {
  reportType: TeamReportType;
  query: Omit<TeamReportQuery, 'pageNo' | 'pageSize'>;
  columns: readonly TeamReportColumn[];
  currency: string;
}): { exporting: boolean; exportCsv: () => void } {
  const { api } = usePortalEnvironment();
  const { t } = useTranslation(['agent', 'errors']);
  const toast = useToast();
  const [exporting, setExporting] = useState(false);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const exportCsv = () => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setExporting(true);
    void (async () => {
      try {
        const rows: TeamReportRow[] = [];
        for (let pageNo = 1; ; pageNo += 1) {
          const page = await api.api.reports.team(
            { ...query, pageNo, pageSize: EXPORT_PAGE_SIZE },
            { signal: controller.signal },
          );
          rows.push(...page.content);
          if (pageNo >= page.totalPages) break;
        }
        downloadText(
          teamReportCsv(columns, rows, currency),
          teamReportFileName(reportType, { start: query.startDate, end: query.endDate }),
        );
      } catch (error) {
        if (controller.signal.aborted) return;
        toast.show({
          id: 'team-report-export',
          tone: 'danger',
          title:
            error instanceof ApiError ? translateError(t, error.code) : t('agent:reportTools.exportFailed'),
        });
      } finally {
        running.current = null;
        if (!controller.signal.aborted) setExporting(false);
      }
    })();
  };
  return { exporting, exportCsv };
}
