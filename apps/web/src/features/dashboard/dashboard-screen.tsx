import { useState } from 'react';
import { Button, Modal } from '@ekran/ui';

export function DashboardScreen() {
  const [open, setOpen] = useState(false);
  return (
    <main className="mx-auto max-w-5xl space-y-6 p-6">
      <h1 className="text-2xl font-semibold">Дашборд</h1>
      <Button onClick={() => setOpen(true)}>Создать кампанию</Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Новая кампания"
        description="Мастер создания кампании откроется здесь."
        onSave={() => setOpen(false)}
        saveText="Начать"
      >
        <p>Задайте бюджет, расписание и экраны.</p>
      </Modal>
    </main>
  );
}
