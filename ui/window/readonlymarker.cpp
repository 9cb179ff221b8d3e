#include "ui/window/readonlymarker.h"

#include "db/battle/battle.h"

namespace Adc {

ReadOnlyMarker::ReadOnlyMarker(QWidget *parent)
    : QLabel(tr("READ-ONLY"), parent)
{
    setObjectName(QStringLiteral("readOnlyMarker"));
    setStyleSheet(QStringLiteral("QLabel { color: white; background: #b71c1c;"
                                 " font-weight: bold; padding: 1px 8px; }"));
    setToolTip(tr("The battle file cannot be written: it is shown, not changed. "
                  "Save a copy to go on with it."));
    hide();
}

void ReadOnlyMarker::showFor(const Battle *battle)
{
    setVisible(battle && battle->isReadOnly());
    if (!battle || !battle->isReadOnly())
        return;
    setText(tr("READ-ONLY: %1").arg(battle->readOnlyReason()));
    setToolTip(tr("The battle file cannot be written (%1): it is shown, not changed. Save a "
                  "copy to go on with it.")
                   .arg(battle->readOnlyReason()));
}

} // namespace Adc
