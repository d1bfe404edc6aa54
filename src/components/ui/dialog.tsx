import type { ReactNode } from 'react'
import {
  Button,
  Heading,
  Modal,
  ModalOverlay,
  Dialog as RacDialog,
} from 'react-aria-components/Modal'

interface DialogProps {
  title: string
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  children: ReactNode
  /** Whether a click on the backdrop closes the dialog (spec §4: closing hides only that one). */
  isDismissable?: boolean
}

/**
 * A modal dialog labelled by its title, with focus moved in and back out, Escape to close and a
 * close button. React Aria owns the focus trap.
 */
export function Dialog({
  title,
  isOpen,
  onOpenChange,
  children,
  isDismissable = true,
}: DialogProps) {
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
    >
      <Modal className="modal">
        <RacDialog className="dialog">
          <div className="dialog__header">
            <Heading slot="title" className="dialog__title">
              {title}
            </Heading>
            <Button slot="close" className="dialog__close" aria-label="Tutup">
              ×
            </Button>
          </div>
          {children}
        </RacDialog>
      </Modal>
    </ModalOverlay>
  )
}
