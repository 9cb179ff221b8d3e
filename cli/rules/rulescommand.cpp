#include "cli/rules/rulescommand.h"

#include "cli/rules/casualtyqueries.h"
#include "cli/rules/disciplinequeries.h"
#include "cli/rules/firequeries.h"
#include "cli/rules/terrainqueries.h"
#include "core/common/quote.h"
#include "core/common/requestreader.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonParseError>

namespace Adc {

namespace {
using Handler = RulesAnswer (*)(RequestReader &, const Rulings &);

struct Entry
{
    const char *name;
    Handler handler;
};

const Entry kCommands[] = {
    { "fire", FireQueries::fire },
    { "discipline", DisciplineQueries::discipline },
    { "charge", DisciplineQueries::charge },
    { "casualties", CasualtyQueries::casualties },
    { "recovery", CasualtyQueries::recovery },
    { "boxcars", FireQueries::boxcars },
    { "morale", CasualtyQueries::morale },
    { "terrain", TerrainQueries::terrain },
    { "move", TerrainQueries::move },
    { "exposure", TerrainQueries::exposure },
    { "strength", TerrainQueries::strength },
};
} // namespace

QStringList RulesCommand::names()
{
    QStringList list;
    for (const Entry &entry : kCommands)
        list << QString::fromLatin1(entry.name);
    return list;
}

RulesAnswer RulesCommand::run(const QString &name, const QByteArray &request,
                              const Rulings &rulings)
{
    Handler handler = nullptr;
    for (const Entry &entry : kCommands) {
        if (name == QLatin1String(entry.name))
            handler = entry.handler;
    }
    if (!handler) {
        return RulesReply::malformed(
            QCoreApplication::translate("Adc::RulesCommand", "rules: %1 is not one of %2")
                .arg(Quote::value(name), names().join(QLatin1String(", "))));
    }

    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(request, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        return RulesReply::malformed(
            QCoreApplication::translate("Adc::RulesCommand",
                                        "request: not valid JSON at offset %1: %2")
                .arg(parseError.offset)
                .arg(parseError.errorString()));
    }
    if (!document.isObject())
        return RulesReply::malformed(
            QCoreApplication::translate("Adc::RulesCommand", "request: expected a JSON object"));

    RequestReader reader(document.object());
    Rulings effective = rulings;
    if (const std::optional<QJsonObject> overrides
        = reader.object(QStringLiteral("rulings"), false)) {
        for (auto it = overrides->begin(); it != overrides->end(); ++it) {
            const Result<void> set = effective.setValue(it.key(), it.value());
            if (!set)
                return RulesReply::passedOn(set.failure().prefixed(QStringLiteral("rulings.")));
        }
    }
    if (!reader.ok())
        return RulesReply::passedOn(reader.failure());

    RulesAnswer answer = handler(reader, effective);
    if (!answer)
        return answer;
    if (!reader.finish())
        return RulesReply::passedOn(reader.failure());
    return answer;
}

} // namespace Adc
