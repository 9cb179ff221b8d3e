#include "ui/procedures/poolchooser.h"

#include "ui/choosers/unitchoicemodel.h"
#include "ui/choosers/unitchooser.h"
#include "ui/procedures/firescene.h"
#include "ui/procedures/firetargetlabel.h"

namespace Adc {

PoolChooser::PoolChooser(QWidget *parent)
    : TickedUnits(tr("&Pool with (same brigade; Enter ticks, Shift+Enter for more):"),
                  QStringLiteral("pool"), parent)
{
}

void PoolChooser::offer(const FireScene &scene, qint64 lead, const QList<qint64> &checked)
{
    const QList<UnitRecord> brigade = scene.brigadeOf(lead);
    QList<UnitChoiceModel::Choice> choices;
    for (int i = 1; i < brigade.size(); ++i)
        choices.append(
            UnitChoiceModel::unitChoice(brigade.at(i), FireTargetLabel::unit(brigade.at(i))));
    chooser()->setChoices(choices);
    chooser()->setCheckedUnits(checked);
    setVisible(!choices.isEmpty());
}

} // namespace Adc
