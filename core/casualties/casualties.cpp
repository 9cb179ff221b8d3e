#include "core/casualties/casualties.h"

#include <QtGlobal>
#include <algorithm>

namespace Adc {

namespace {
} // namespace

std::optional<Casualties> Casualties::fromJson(const QJsonObject &root, TableReader &reader)
{
    Casualties table;
    table.m_stepsPerCasting = reader.integer(root, QStringLiteral("stepsPerCasting"), QString());
    table.m_maxStepsHeld = reader.integer(root, QStringLiteral("maxStepsHeld"), QString());
    table.m_menPerStep = reader.integer(root, QStringLiteral("menPerStep"), QString());
    table.m_cwPerCasting = reader.integer(root, QStringLiteral("cwPerCasting"), QString());
    if (!reader.ok())
        return std::nullopt;
    if (table.m_stepsPerCasting < 1)
        reader.fail(QStringLiteral("stepsPerCasting"), QStringLiteral("must be at least 1"));
    else if (table.m_maxStepsHeld != table.m_stepsPerCasting - 1)
        // The step that would be one too many is the one that becomes a casting.
        reader.fail(QStringLiteral("maxStepsHeld"),
                    QStringLiteral("must be %1, one less than stepsPerCasting")
                        .arg(table.m_stepsPerCasting - 1));
    else if (table.m_menPerStep < 1)
        reader.fail(QStringLiteral("menPerStep"), QStringLiteral("must be at least 1"));
    else if (table.m_cwPerCasting < 0)
        reader.fail(QStringLiteral("cwPerCasting"), QStringLiteral("must not be negative"));
    if (!reader.ok())
        return std::nullopt;
    return table;
}

const Casualties &Casualties::standard()
{
    return standardTable<Casualties>(QStringLiteral("casualties.json"));
}

CasualtyResult Casualties::apply(int castings, int cw, int steps, int newSteps) const
{
    CasualtyResult result;
    castings = std::max(castings, 0);
    cw = std::max(cw, 0);
    if (castings == 0) {
        // Nobody is left to carry soft losses.
        result.cw = cw;
        result.eliminated = true;
        return result;
    }
    const int held = std::max(steps, 0) + std::max(newSteps, 0);
    const int sets = held / m_stepsPerCasting;
    result.permanentLosses = std::min(sets, castings);
    result.castings = castings - result.permanentLosses;
    result.cwLost = std::min(cw, result.permanentLosses * m_cwPerCasting);
    result.cw = cw - result.cwLost;
    result.eliminated = result.castings == 0;
    result.steps = result.eliminated ? 0 : held % m_stepsPerCasting;
    return result;
}

} // namespace Adc
