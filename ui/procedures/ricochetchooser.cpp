#include "ui/procedures/ricochetchooser.h"

#include "core/fire/ricochet.h"
#include "ui/choosers/unitchoicemodel.h"
#include "ui/choosers/unitchooser.h"
#include "ui/procedures/firerequestbuilder.h"
#include "ui/procedures/proceduredialog.h"

namespace Adc {

RicochetChooser::RicochetChooser(QWidget *parent)
    : TickedUnits(tr("Ricoc&het on (in the line of fire within %1 beyond the target; Enter ticks):")
                      .arg(ProcedureDialog::inches(Ricochet::reach())),
                  QStringLiteral("ricochetOn"), parent)
{
    chooser()->setNoneAllowed(true);
    chooser()->setPrompt(tr("No ricochet until a unit is ticked here."));
}

void RicochetChooser::offer(const FireRequestBuilder &builder)
{
    const bool may = builder.mayRicochet();
    setVisible(may);
    if (!may) {
        if (!checkedUnits().isEmpty())
            chooser()->setCheckedUnits({});
        return;
    }
    QList<UnitChoiceModel::Choice> choices;
    for (const UnitRecord &unit : builder.ricochetCandidates())
        choices.append(UnitChoiceModel::unitChoice(unit));
    chooser()->setChoices(choices);
}

} // namespace Adc
