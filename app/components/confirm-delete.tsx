import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { Button } from './ui/button'

/**
 * A Delete button that asks first: the first press shows the question with "Yes, delete" (focused) and Cancel; Escape
 * or Cancel puts focus back on Delete. Before the page's script runs, Delete submits at once: the server's answer is
 * the same, only the question is skipped.
 */
export function ConfirmDelete({ what, fields, action }: { what: string; fields: Record<string, string>; action?: string }) {
  const { t } = useTranslation('crush')
  const [asking, setAsking] = useState(false)
  const yes = useRef<HTMLButtonElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const returnFocus = useRef(false)
  const questionId = useId()
  useEffect(() => {
    if (asking) yes.current?.focus()
    else if (returnFocus.current) {
      returnFocus.current = false
      trigger.current?.focus()
    }
  }, [asking])
  const cancel = () => {
    returnFocus.current = true
    setAsking(false)
  }
  return (
    <Form
      method="post"
      action={action}
      className="flex flex-wrap items-center gap-2"
      onKeyDown={(event) => (event.key === 'Escape' && asking ? cancel() : undefined)}
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {asking ? (
        <div role="group" aria-labelledby={questionId} className="flex flex-wrap items-center gap-2">
          <p id={questionId} className="text-sm text-slate-800">
            {t('confirm.question', { what })}
          </p>
          <Button ref={yes} type="submit" variant="danger" size="sm">
            {t('confirm.yes')}
          </Button>
          <Button type="button" onClick={cancel} variant="plain" size="sm">
            {t('confirm.cancel')}
          </Button>
        </div>
      ) : (
        <Button
          ref={trigger}
          type="submit"
          aria-label={t('confirm.deleteLabel', { what })}
          onClick={(event) => {
            event.preventDefault()
            setAsking(true)
          }}
          variant="danger-outline"
          size="sm"
        >
          {t('confirm.delete')}
        </Button>
      )}
    </Form>
  )
}
