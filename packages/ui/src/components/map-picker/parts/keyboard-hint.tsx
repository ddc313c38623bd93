/**
 * For screen readers: the lasso needs a pointer, so this tells the keyboard's way to select an
 * area. The toolbar and the map refer to it by `id`.
 */
export function KeyboardHint({ id }: { id: string }) {
  return (
    <p id={id} data-slot="map-picker-keyboard-hint" className="sr-only">
      Без мыши: перейдите на карту клавишей Tab, перемещайте её стрелками, приближайте клавишами
      плюс и минус или кнопками «Приблизить» и «Отдалить», затем нажмите «Выбрать все в области» или
      «Снять в области», или отметьте экраны по одному в списке «Списком: экраны в области» под
      картой.
    </p>
  );
}
