import { serverVerdict, useToast } from '@coffee/platform';

interface Said {
  title: string;
  description: string;
}

/**
 * Runs a staff change and says how it went: the success in the caller's words, a refusal in the
 * server's own (the last admin, a stale status) under the caller's title. Resolves to whether
 * the change went through, so a dialog can close only then.
 */
export function useReportedChange() {
  const toast = useToast();
  return async function report<T>(
    change: () => Promise<T>,
    success: (done: T) => Said,
    failureTitle: string,
  ): Promise<boolean> {
    try {
      const done = await change();
      toast({ ...success(done), variant: 'success' });
      return true;
    } catch (error) {
      toast({
        title: failureTitle,
        description: serverVerdict(error).text,
        variant: 'destructive',
      });
      return false;
    }
  };
}
