/**
 * "Registrar equipo" and "Editar" on a client's desk page: the device form with its save. Loaded
 * when one of them opens (client-equipment.tsx), so the page itself carries neither the form, its
 * schema nor the writes.
 */
import type { Equipment } from '@/data/rental/client-portal';
import { registerEquipment, updateEquipment } from '@/data/rental/equipment/equipment';
import { EquipmentForm, emptyEquipmentForm, equipmentFormOf } from './equipment-form';
import { EQUIPMENT_FORM_TEXT as F } from './equipment-form-texts';

/** "Editar": location, contract and toner yield only, never the model, serial, colour or counters. */
export function EditEquipment({
  equipment,
  adminUid,
  onCancel,
  onSaved,
}: {
  equipment: Equipment;
  adminUid: string;
  onCancel: () => void;
  onSaved: (message: string) => void;
}) {
  return (
    <EquipmentForm
      mode="edit"
      headingLevel={5}
      initial={equipmentFormOf(equipment)}
      onCancel={onCancel}
      onSave={async (device) => {
        await updateEquipment(
          equipment.id,
          {
            location: device.location,
            contract: device.contract,
            tonerYield: device.tonerYield ?? {},
          },
          adminUid,
        );
        onSaved(F.updated(equipment.model, equipment.serial));
      }}
    />
  );
}

/** "Registrar equipo" for the company `clientId`, its start date today (Cancún) by default. */
export function RegisterEquipment({
  clientId,
  today,
  adminUid,
  onCancel,
  onRegistered,
}: {
  clientId: string;
  today: string;
  adminUid: string;
  onCancel: () => void;
  onRegistered: (message: string) => void;
}) {
  return (
    <EquipmentForm
      mode="register"
      headingLevel={4}
      initial={emptyEquipmentForm(today)}
      onCancel={onCancel}
      onSave={async (device) => {
        await registerEquipment(clientId, device, adminUid);
        onRegistered(F.registered(device.model, device.serial));
      }}
    />
  );
}
