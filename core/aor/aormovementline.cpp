#include "core/aor/aormovementline.h"

#include <QJsonArray>
#include <cmath>

namespace Adc {

namespace {

using Effect = AorMovementLine::Effect;
using Combine = AorMovementLine::Combine;

const QStringList kLineKeys
    = { QStringLiteral("id"),      QStringLiteral("when"),      QStringLiteral("effect"),
        QStringLiteral("value"),   QStringLiteral("numerator"), QStringLiteral("denominator"),
        QStringLiteral("combine"), QStringLiteral("reason"),    QStringLiteral("note") };

std::optional<Effect> readEffect(const QJsonObject &object, TableReader &reader, const QString &at)
{
    const QString effect = reader.string(object, QStringLiteral("effect"), at);
    if (!reader.ok())
        return std::nullopt;
    if (effect == QLatin1String("add"))
        return Effect::Add;
    if (effect == QLatin1String("not-allowed"))
        return Effect::NotAllowed;
    if (effect == QLatin1String("allowance-fraction"))
        return Effect::AllowanceFraction;
    reader.fail(
        TableReader::join(at, QStringLiteral("effect")),
        QStringLiteral("\"%1\" is not one of add, not-allowed, allowance-fraction").arg(effect));
    return std::nullopt;
}

void readFraction(AorMovementLine *line, const QJsonObject &object, TableReader &reader,
                  const QString &at)
{
    line->numerator = reader.number(object, QStringLiteral("numerator"), at);
    line->denominator = reader.number(object, QStringLiteral("denominator"), at);
    const QString combine = reader.string(object, QStringLiteral("combine"), at);
    line->note = reader.nonEmptyString(object, QStringLiteral("note"), at);
    if (!reader.ok())
        return;
    if (line->numerator <= 0)
        reader.fail(TableReader::join(at, QStringLiteral("numerator")),
                    QStringLiteral("must be above 0"));
    else if (line->denominator <= 0)
        reader.fail(TableReader::join(at, QStringLiteral("denominator")),
                    QStringLiteral("must be above 0"));
    else if (combine == QLatin1String("add"))
        line->combine = Combine::Add;
    else if (combine == QLatin1String("at-least"))
        line->combine = Combine::AtLeast;
    else
        reader.fail(TableReader::join(at, QStringLiteral("combine")),
                    QStringLiteral("\"%1\" is not one of add, at-least").arg(combine));
}

// What the line's effect needs: its value, reason, share or note.
void readEffectFields(AorMovementLine *line, const QJsonObject &object, TableReader &reader,
                      const QString &at)
{
    switch (line->effect) {
    case Effect::Add:
        line->value = reader.number(object, QStringLiteral("value"), at);
        if (reader.ok() && (!std::isfinite(line->value) || line->value < 0))
            reader.fail(TableReader::join(at, QStringLiteral("value")),
                        QStringLiteral("must not be negative"));
        if (reader.ok() && object.contains(QStringLiteral("note")))
            line->note = reader.nonEmptyString(object, QStringLiteral("note"), at);
        break;
    case Effect::NotAllowed:
        line->reason = reader.nonEmptyString(object, QStringLiteral("reason"), at);
        break;
    case Effect::AllowanceFraction:
        readFraction(line, object, reader, at);
        break;
    case Effect::Note:
        line->note = reader.nonEmptyString(object, QStringLiteral("note"), at);
        break;
    }
}

} // namespace

std::optional<AorMovementLine> AorMovementLine::fromJson(const QJsonValue &value,
                                                         std::optional<Effect> fixed,
                                                         const AorVocabulary &vocabulary,
                                                         QSet<QString> *ids, TableReader &reader,
                                                         const QString &entry)
{
    if (!value.isObject()) {
        reader.fail(entry, QStringLiteral("expected an object"));
        return std::nullopt;
    }
    const QJsonObject object = value.toObject();
    AorMovementLine line;
    line.id = reader.nonEmptyString(object, QStringLiteral("id"), entry);
    if (!reader.ok())
        return std::nullopt;
    const QString at = QStringLiteral("%1 (%2)").arg(entry, line.id);
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!kLineKeys.contains(it.key())) {
            reader.fail(TableReader::join(at, it.key()), QStringLiteral("unknown key"));
            return std::nullopt;
        }
    }
    if (ids->contains(line.id)) {
        reader.fail(TableReader::join(at, QStringLiteral("id")),
                    QStringLiteral("\"%1\" is used twice").arg(line.id));
        return std::nullopt;
    }
    ids->insert(line.id);
    const std::optional<AorPredicate> when
        = AorPredicate::fromJson(object.value(QStringLiteral("when")), vocabulary, reader,
                                 TableReader::join(at, QStringLiteral("when")));
    if (!when)
        return std::nullopt;
    line.when = *when;

    const std::optional<Effect> effect = fixed ? fixed : readEffect(object, reader, at);
    if (!effect)
        return std::nullopt;
    line.effect = *effect;
    readEffectFields(&line, object, reader, at);
    if (!reader.ok())
        return std::nullopt;
    return line;
}

QList<AorMovementLine> AorMovementLine::listFromJson(const QJsonObject &object, const QString &key,
                                                     std::optional<Effect> fixed,
                                                     const AorVocabulary &vocabulary,
                                                     QSet<QString> *ids, TableReader &reader,
                                                     const QString &entry)
{
    const QString at = TableReader::join(entry, key);
    const QJsonArray array = reader.array(object, key, entry);
    QList<AorMovementLine> lines;
    for (int i = 0; reader.ok() && i < array.size(); ++i) {
        const std::optional<AorMovementLine> line = fromJson(
            array.at(i), fixed, vocabulary, ids, reader, QStringLiteral("%1[%2]").arg(at).arg(i));
        if (line)
            lines << *line;
    }
    return lines;
}

} // namespace Adc
