#include "rules/rulescommand.h"

#include "aor/aorexposure.h"
#include "common/requestreader.h"

namespace Adc {

// `adc rules exposure`: Age of Rifles optical cross section, seed 000 (docs/contract.md).
RulesAnswer answerExposure(RequestReader &request, const Rulings &)
{
    const AorExposure &table = AorExposure::standard();
    AorExposureRequest target;
    const std::optional<QString> formation
        = request.word(QStringLiteral("formation"), table.formations(), true);
    target.formation = formation.value_or(QString());
    target.fire
        = request.word(QStringLiteral("fire"), table.fireTypes(), false).value_or(QString());
    target.arc = request.word(QStringLiteral("arc"), table.arcs(), false).value_or(QString());
    target.troops = request.integer(QStringLiteral("troops"), 1, 10000000, false);
    target.scaleYards = request.integer(QStringLiteral("scale_yards"), 1, 100000, false);
    target.hex = request.words(QStringLiteral("hex"), table.hexWords());
    target.skirmishFraction
        = request.number(QStringLiteral("skirmish_fraction"), 0, 1, false).value_or(0);
    target.mounted = request.boolean(QStringLiteral("mounted"), false).value_or(false);
    target.higher = request.boolean(QStringLiteral("higher"), false).value_or(false);
    if (!request.ok())
        return RulesAnswer::malformed(request.error());

    const AorExposureResult result = table.exposure(target);
    if (!result.inputError.isEmpty())
        return RulesAnswer::malformed(result.inputError);
    return RulesAnswer::ok(result.toJson());
}

} // namespace Adc
