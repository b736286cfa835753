import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { format, UserCreateInput, webMessages, type User } from '@tessera/contracts';
import { messageOf } from '../../../api/http';
import { useUpdateSetupRecord } from '../../../api/updateSetupRecord';
import { useFlash } from '../../../components/flash';

function ResetPasswordModal({ user, onClose }: { user: User; onClose(): void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const update = useUpdateSetupRecord('users');
  const { showFlash } = useFlash();
  const submit = () => {
    const parsed = UserCreateInput.shape.password.safeParse(password);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    update.mutate(
      { id: user.id, input: { password: parsed.data } },
      {
        onSuccess: () => {
          showFlash({
            type: 'success',
            content: format(webMessages.passwordReset, { name: user.userName }),
          });
          onClose();
        },
        onError: (failure) => setError(messageOf(failure)),
      },
    );
  };
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={`Reset the password of ${user.userName}`}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              Cancel
            </Button>
            <Button variant="primary" loading={update.isPending} onClick={submit}>
              Reset password
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <FormField label="New password" errorText={error}>
        <Input
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={({ detail }) => setPassword(detail.value)}
        />
      </FormField>
    </Modal>
  );
}

/** Disable or enable the selected user (users are never deleted), and reset their password. */
export function UserActions({ user }: { user: User | undefined }) {
  const [resetting, setResetting] = useState(false);
  const update = useUpdateSetupRecord('users');
  const { showFlash } = useFlash();
  const toggleActive = () => {
    if (!user) return;
    const active = !user.active;
    update.mutate(
      { id: user.id, input: { active } },
      {
        onSuccess: () =>
          showFlash({
            type: 'success',
            content: format(active ? webMessages.userEnabled : webMessages.userDisabled, {
              name: user.userName,
            }),
          }),
        onError: (error) => showFlash({ type: 'error', content: messageOf(error) }),
      },
    );
  };
  return (
    <>
      <Button disabled={!user} loading={update.isPending} onClick={toggleActive}>
        {user && !user.active ? 'Enable' : 'Disable'}
      </Button>
      <Button disabled={!user} onClick={() => setResetting(true)}>
        Reset password
      </Button>
      {resetting && user && <ResetPasswordModal user={user} onClose={() => setResetting(false)} />}
    </>
  );
}
