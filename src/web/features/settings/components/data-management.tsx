import { Database, Download, LoaderCircle, Trash2, Upload } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useRef } from 'react';
import { parseSettingsImport } from '@/contracts/account';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/web/components/ui/alert-dialog';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { toast } from '@/web/components/ui/use-toast';
import { useDeleteAccount } from '../api/delete-account';
import { useExportAccount } from '../api/export-account';
import { useSaveSettings } from '../api/save-settings';

export const DELETE_QUESTION = 'Are you sure you want to delete your account? This cannot be undone.';
/** settings files are a few hundred bytes; anything large is not one */
const MAX_IMPORT_BYTES = 1024 * 1024;

const importError = (description: string) => toast({ title: 'Import Failed', description, variant: 'destructive' });

/** Reads a settings or account-export file, validates it and saves its settings; a clear error otherwise. */
export const readSettingsFile = async (file: File) => {
  if (file.size > MAX_IMPORT_BYTES)
    return { ok: false as const, error: 'That file is too large to be a settings file.' };
  let data: unknown;
  try {
    data = JSON.parse(await file.text());
  } catch {
    return { ok: false as const, error: 'That file is not valid JSON. Choose a file saved by Export My Data.' };
  }
  const parsed = parseSettingsImport(data);
  if (!parsed.ok)
    return {
      ok: false as const,
      error: `That file does not hold valid settings: ${parsed.error}. Choose a file saved by Export My Data.`,
    };
  return parsed;
};

const Row = ({ title, text, children }: { title: string; text: string; children: ReactNode }) => (
  <div className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between sm:gap-8">
    <div className="space-y-1">
      <p className="text-sm font-medium">{title}</p>
      <p className="text-sm text-muted-foreground">{text}</p>
    </div>
    <div className="shrink-0">{children}</div>
  </div>
);

/** Export My Data, Import Settings, Delete Account: all real, all on the server. */
export const DataManagement = ({ onImported }: { onImported: () => void }) => {
  const exportMutation = useExportAccount();
  const importMutation = useSaveSettings({ successTitle: 'Settings Imported' });
  const deleteMutation = useDeleteAccount();
  const fileInput = useRef<HTMLInputElement>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const result = await readSettingsFile(file);
    if (!result.ok) return importError(result.error);
    importMutation.mutate(result.settings, { onSuccess: onImported });
  };

  return (
    <Card role="region" aria-labelledby="data-management-title">
      <CardHeader>
        <CardTitle id="data-management-title" className="flex items-center gap-2">
          <Database className="size-5 text-primary" aria-hidden="true" />
          Data Management
        </CardTitle>
        <CardDescription>Take your data with you, restore settings, or leave for good.</CardDescription>
      </CardHeader>
      <CardContent className="divide-y py-0">
        <Row
          title="Export My Data"
          text="A JSON file with your account, reports, findings, credit history, messages, notifications and settings."
        >
          <Button variant="outline" disabled={exportMutation.isPending} onClick={() => exportMutation.mutate()}>
            {exportMutation.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Download aria-hidden="true" />
            )}
            {exportMutation.isPending ? 'Exporting...' : 'Export My Data'}
          </Button>
        </Row>
        <Row title="Import Settings" text="Restore the settings from a file saved by Export My Data.">
          <input
            ref={fileInput}
            type="file"
            accept="application/json,.json"
            className="sr-only"
            tabIndex={-1}
            aria-label="Settings file"
            onChange={(e) => void onFile(e)}
          />
          <Button variant="outline" disabled={importMutation.isPending} onClick={() => fileInput.current?.click()}>
            {importMutation.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Upload aria-hidden="true" />
            )}
            {importMutation.isPending ? 'Importing...' : 'Import Settings'}
          </Button>
        </Row>
        <Row
          title="Delete Account"
          text="Deletes your account, reports, credits, messages and settings, and signs you out everywhere."
        >
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button variant="destructive">
                <Trash2 aria-hidden="true" />
                Delete Account
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>Delete Account</AlertDialogTitle>
                <AlertDialogDescription>{DELETE_QUESTION}</AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel disabled={deleteMutation.isPending}>Cancel</AlertDialogCancel>
                <AlertDialogAction
                  className="bg-destructive text-destructive-foreground hover:bg-destructive/90"
                  disabled={deleteMutation.isPending}
                  onClick={(event) => {
                    // keep the dialog open until the server answers
                    event.preventDefault();
                    deleteMutation.mutate();
                  }}
                >
                  {deleteMutation.isPending ? 'Deleting...' : 'Delete Account'}
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </Row>
      </CardContent>
    </Card>
  );
};
