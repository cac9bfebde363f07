import { useEffect, useState } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import {
  Alert,
  Box,
  Button,
  ButtonBase,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Deposit } from '../../shared/review/funding-record';
import { useAppDataProvider } from '../../shared/use-app-data-provider';
import { TitledSection } from '../../shared/titled-section';

type ProofState = { url?: string; missing?: boolean; error?: string; loading: boolean };

const statusOf = (error: unknown): number | undefined =>
  // eslint-disable-next-line money/no-float-conversion -- an HTTP status code
  typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : undefined;

// `GET /deposits/:id/proof` needs the staff token, which an <img src> cannot send: the bytes are
// fetched with it and shown through an object URL, released when the page is left.
const useProofImage = (deposit: Deposit | undefined): ProofState => {
  const dataProvider = useAppDataProvider();
  const [state, setState] = useState<ProofState>({ loading: true });
  const id = deposit?.id;
  const hasProof = deposit?.has_proof ?? false;

  useEffect(() => {
    if (id === undefined) return;
    if (!hasProof) {
      setState({ missing: true, loading: false });
      return;
    }
    let url: string | undefined;
    let current = true;
    setState({ loading: true });
    dataProvider.depositProof(id).then(
      ({ data }) => {
        if (!current) return;
        if (!(data instanceof Blob) || data.size === 0) {
          setState({ missing: true, loading: false });
          return;
        }
        url = URL.createObjectURL(data);
        setState({ url, loading: false });
      },
      (error: unknown) => {
        if (!current) return;
        if (statusOf(error) === 404) setState({ missing: true, loading: false });
        else setState({ error: (error as Error)?.message || 'app.errors.http_other', loading: false });
      },
    );
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [dataProvider, id, hasProof]);

  return state;
};

export const DepositProof = () => {
  const deposit = useRecordContext<Deposit>();
  const translate = useTranslate();
  const { url, missing, error, loading } = useProofImage(deposit);
  const [fullSize, setFullSize] = useState(false);
  if (!deposit) return null;

  return (
    <TitledSection id="deposit-proof" title="app.deposits.proof" gutterBottom sx={{ p: 2 }}>
      {loading && <Skeleton variant="rectangular" width={320} height={200} aria-label={translate('app.deposits.proof_loading')} />}
      {missing && <Typography color="text.secondary">{translate('app.deposits.proof_missing')}</Typography>}
      {error && <Alert severity="error">{translate('app.deposits.proof_error', { error: translate(error, { _: error }) })}</Alert>}
      {url && (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <ButtonBase
            onClick={() => setFullSize(true)}
            aria-label={translate('app.deposits.proof_open')}
            data-testid="proof-thumbnail"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', cursor: 'zoom-in' }}
          >
            <Box
              component="img"
              src={url}
              alt={translate('app.deposits.proof_alt', { id: deposit.id })}
              sx={{ display: 'block', maxWidth: '100%', maxHeight: 360, objectFit: 'contain' }}
            />
          </ButtonBase>
          <Stack direction="row" spacing={1}>
            <Button size="small" startIcon={<ZoomInIcon />} onClick={() => setFullSize(true)}>
              {translate('app.deposits.proof_open')}
            </Button>
            <Button size="small" startIcon={<OpenInNewIcon />} href={url} target="_blank" rel="noopener">
              {translate('app.deposits.proof_open_tab')}
            </Button>
          </Stack>
          <Dialog open={fullSize} onClose={() => setFullSize(false)} fullScreen aria-labelledby="proof-full-size">
            <DialogTitle id="proof-full-size" sx={{ display: 'flex', alignItems: 'center' }}>
              <Box sx={{ flex: 1 }}>{translate('app.deposits.proof_full_size', { id: deposit.id })}</Box>
              <IconButton aria-label={translate('ra.action.close')} onClick={() => setFullSize(false)}>
                <CloseIcon />
              </IconButton>
            </DialogTitle>
            <DialogContent sx={{ textAlign: 'center' }}>
              <Box
                component="img"
                src={url}
                alt={translate('app.deposits.proof_alt', { id: deposit.id })}
                data-testid="proof-full-size"
                sx={{ maxWidth: 'none' }}
              />
            </DialogContent>
          </Dialog>
        </Stack>
      )}
    </TitledSection>
  );
};
