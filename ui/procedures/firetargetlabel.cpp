#include "ui/procedures/firetargetlabel.h"

#include "core/common/vocabularytext.h"
#include "ui/procedures/proceduredialog.h"

#include <QCoreApplication>
#include <QStringList>

namespace Adc {

QString FireTargetLabel::unit(const UnitRecord &unit)
{
    QStringList state;
    state << ProcedureDialog::counted(
        unit.castings, QCoreApplication::translate("Adc::FireTargetLabel", "casting"),
        QCoreApplication::translate("Adc::FireTargetLabel", "castings"));
    if (unit.steps > 0)
        state << ProcedureDialog::counted(
            unit.steps, QCoreApplication::translate("Adc::FireTargetLabel", "step"),
            QCoreApplication::translate("Adc::FireTargetLabel", "steps"));
    if (unit.smoke)
        state << QCoreApplication::translate("Adc::FireTargetLabel", "in smoke");
    if (unit.morale != Morale::Steady)
        state << VocabularyText::text(unit.morale);
    if (unit.formation != Formation::Line)
        state << VocabularyText::text(unit.formation);
    if (!unit.feature.isEmpty())
        state << unit.feature;
    if (unit.hidden)
        state << QCoreApplication::translate("Adc::FireTargetLabel", "hidden");
    return QStringLiteral("%1 (%2, %3) \u2014 %4")
        .arg(unit.name, unit.brigade, unit.side, state.join(QLatin1String(", ")));
}

QString FireTargetLabel::townBlock(const FeatureRecord &block, const QList<UnitRecord> &occupants)
{
    const QString kind = block.block == QLatin1String("farm")
        ? QCoreApplication::translate("Adc::FireTargetLabel", "single-block farm")
        : QCoreApplication::translate("Adc::FireTargetLabel", "block of a town");
    // The feature's name is user text: joined, never passed through arg().
    return QCoreApplication::translate("Adc::FireTargetLabel", "Edge of ") + block.name
        + QCoreApplication::translate("Adc::FireTargetLabel",
                                      " (%1): ball ricochets through the block on %2")
              .arg(kind,
                   ProcedureDialog::counted(
                       int(occupants.size()),
                       QCoreApplication::translate("Adc::FireTargetLabel", "unit"),
                       QCoreApplication::translate("Adc::FireTargetLabel", "units")));
}

} // namespace Adc
