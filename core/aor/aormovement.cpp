#include "aor/aormovement.h"

#include <QJsonArray>
#include <QtGlobal>
#include <algorithm>
#include <cmath>

namespace Adc {

namespace {
const QStringList kLineKeys
    = { QStringLiteral("id"),      QStringLiteral("when"),      QStringLiteral("effect"),
        QStringLiteral("value"),   QStringLiteral("numerator"), QStringLiteral("denominator"),
        QStringLiteral("combine"), QStringLiteral("reason"),    QStringLiteral("note") };

QString nonEmptyString(TableReader &reader, const QJsonObject &object, const QString &key,
                       const QString &entry)
{
    const QString text = reader.string(object, key, entry);
    if (reader.ok() && text.trimmed().isEmpty())
        reader.fail(entry.isEmpty() ? key : entry + QLatin1Char('.') + key,
                    QStringLiteral("must not be empty"));
    return text;
}

QString join(const QString &entry, const QString &key)
{
    return entry.isEmpty() ? key : entry + QLatin1Char('.') + key;
}
} // namespace

std::optional<AorMovement::Line> AorMovement::readLine(const QJsonValue &value,
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
    Line line;
    line.id = nonEmptyString(reader, object, QStringLiteral("id"), entry);
    if (!reader.ok())
        return std::nullopt;
    const QString at = QStringLiteral("%1 (%2)").arg(entry, line.id);
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!kLineKeys.contains(it.key())) {
            reader.fail(join(at, it.key()), QStringLiteral("unknown key"));
            return std::nullopt;
        }
    }
    if (ids->contains(line.id)) {
        reader.fail(join(at, QStringLiteral("id")),
                    QStringLiteral("\"%1\" is used twice").arg(line.id));
        return std::nullopt;
    }
    ids->insert(line.id);
    const std::optional<AorPredicate> when = AorPredicate::fromJson(
        object.value(QStringLiteral("when")), vocabulary, reader, join(at, QStringLiteral("when")));
    if (!when)
        return std::nullopt;
    line.when = *when;

    if (fixed) {
        line.effect = *fixed;
    } else {
        const QString effect = reader.string(object, QStringLiteral("effect"), at);
        if (!reader.ok())
            return std::nullopt;
        if (effect == QLatin1String("add"))
            line.effect = Effect::Add;
        else if (effect == QLatin1String("not-allowed"))
            line.effect = Effect::NotAllowed;
        else if (effect == QLatin1String("allowance-fraction"))
            line.effect = Effect::AllowanceFraction;
        else {
            reader.fail(join(at, QStringLiteral("effect")),
                        QStringLiteral("\"%1\" is not one of add, not-allowed, allowance-fraction")
                            .arg(effect));
            return std::nullopt;
        }
    }

    switch (line.effect) {
    case Effect::Add:
        line.value = reader.number(object, QStringLiteral("value"), at);
        if (reader.ok() && (!std::isfinite(line.value) || line.value < 0))
            reader.fail(join(at, QStringLiteral("value")), QStringLiteral("must not be negative"));
        if (reader.ok() && object.contains(QStringLiteral("note")))
            line.note = nonEmptyString(reader, object, QStringLiteral("note"), at);
        break;
    case Effect::NotAllowed:
        line.reason = nonEmptyString(reader, object, QStringLiteral("reason"), at);
        break;
    case Effect::AllowanceFraction: {
        line.numerator = reader.number(object, QStringLiteral("numerator"), at);
        line.denominator = reader.number(object, QStringLiteral("denominator"), at);
        const QString combine = reader.string(object, QStringLiteral("combine"), at);
        line.note = nonEmptyString(reader, object, QStringLiteral("note"), at);
        if (!reader.ok())
            break;
        if (line.numerator <= 0)
            reader.fail(join(at, QStringLiteral("numerator")), QStringLiteral("must be above 0"));
        else if (line.denominator <= 0)
            reader.fail(join(at, QStringLiteral("denominator")), QStringLiteral("must be above 0"));
        else if (combine == QLatin1String("add"))
            line.combine = Combine::Add;
        else if (combine == QLatin1String("at-least"))
            line.combine = Combine::AtLeast;
        else
            reader.fail(join(at, QStringLiteral("combine")),
                        QStringLiteral("\"%1\" is not one of add, at-least").arg(combine));
        break;
    }
    case Effect::Note:
        line.note = nonEmptyString(reader, object, QStringLiteral("note"), at);
        break;
    }
    if (!reader.ok())
        return std::nullopt;
    return line;
}

QList<AorMovement::Line> AorMovement::readLines(const QJsonObject &object, const QString &key,
                                                std::optional<Effect> fixed,
                                                const AorVocabulary &vocabulary, QSet<QString> *ids,
                                                TableReader &reader, const QString &entry)
{
    const QString at = join(entry, key);
    const QJsonArray array = reader.array(object, key, entry);
    QList<Line> lines;
    for (int i = 0; reader.ok() && i < array.size(); ++i) {
        const std::optional<Line> line = readLine(array.at(i), fixed, vocabulary, ids, reader,
                                                  QStringLiteral("%1[%2]").arg(at).arg(i));
        if (line)
            lines << *line;
    }
    return lines;
}

QList<AorMovement::Cost> AorMovement::readCosts(const QJsonObject &object, const QString &key,
                                                const QStringList &formations, QSet<QString> *ids,
                                                TableReader &reader, const QString &entry)
{
    const QString at = join(entry, key);
    const QJsonArray array = reader.array(object, key, entry);
    QList<Cost> costs;
    QSet<QString> seen;
    for (int i = 0; reader.ok() && i < array.size(); ++i) {
        const QString itemAt = QStringLiteral("%1[%2]").arg(at).arg(i);
        const QJsonObject item = reader.objectAt(array, i, at);
        Cost cost;
        cost.id = nonEmptyString(reader, item, QStringLiteral("id"), itemAt);
        cost.formation = reader.string(item, QStringLiteral("formation"), itemAt);
        cost.value = reader.number(item, QStringLiteral("value"), itemAt);
        if (!reader.ok())
            break;
        if (ids->contains(cost.id))
            reader.fail(join(itemAt, QStringLiteral("id")),
                        QStringLiteral("\"%1\" is used twice").arg(cost.id));
        else if (!formations.contains(cost.formation))
            reader.fail(join(itemAt, QStringLiteral("formation")),
                        QStringLiteral("\"%1\" is not one of %2")
                            .arg(cost.formation, formations.join(QLatin1String(", "))));
        else if (seen.contains(cost.formation))
            reader.fail(join(itemAt, QStringLiteral("formation")),
                        QStringLiteral("\"%1\" has a cost already").arg(cost.formation));
        else if (cost.value <= 0)
            reader.fail(join(itemAt, QStringLiteral("value")), QStringLiteral("must be above 0"));
        ids->insert(cost.id);
        seen.insert(cost.formation);
        costs << cost;
    }
    return costs;
}

std::optional<AorMovement> AorMovement::fromJson(const QJsonObject &root, TableReader &reader)
{
    AorMovement table;
    QSet<QString> ids;

    const QJsonObject vocabulary = reader.object(root, QStringLiteral("vocabulary"), QString());
    const QStringList namespaces
        = { QStringLiteral("formation"), QStringLiteral("roadType"), QStringLiteral("hex"),
            QStringLiteral("conditions"), QStringLiteral("flags") };
    for (const QString &name : namespaces) {
        if (!reader.ok())
            return std::nullopt;
        const QStringList allowed
            = name == QLatin1String("flags") ? AorMoveRequest::flagNames() : QStringList();
        table.m_vocabulary.insert(name,
                                  AorPredicate::wordList(vocabulary.value(name), allowed, reader,
                                                         QStringLiteral("vocabulary.") + name));
    }
    for (auto it = vocabulary.begin(); reader.ok() && it != vocabulary.end(); ++it) {
        if (!namespaces.contains(it.key()))
            reader.fail(QStringLiteral("vocabulary.") + it.key(), QStringLiteral("unknown key"));
    }
    if (!reader.ok())
        return std::nullopt;

    table.m_defaultRoadType = reader.string(root, QStringLiteral("defaultRoadType"), QString());
    if (reader.ok() && !table.roadTypes().contains(table.m_defaultRoadType))
        reader.fail(QStringLiteral("defaultRoadType"),
                    QStringLiteral("\"%1\" is not one of %2")
                        .arg(table.m_defaultRoadType, table.roadTypes().join(QLatin1String(", "))));

    const QJsonArray exclusive = reader.array(root, QStringLiteral("exclusiveHex"), QString());
    for (int i = 0; reader.ok() && i < exclusive.size(); ++i) {
        const QString at = QStringLiteral("exclusiveHex[%1]").arg(i);
        const QStringList group
            = AorPredicate::wordList(exclusive.at(i), table.hexWords(), reader, at);
        if (reader.ok() && group.size() < 2)
            reader.fail(at, QStringLiteral("needs at least two words"));
        table.m_exclusiveHex << group;
    }
    reader.object(root, QStringLiteral("readings"), QString());
    table.m_prohibitionsHoldOnRoad
        = reader.boolean(root, QStringLiteral("prohibitionsHoldOnRoad"), QString());
    table.m_prohibitionsHoldInTown
        = reader.boolean(root, QStringLiteral("prohibitionsHoldInTownOrVillage"), QString());
    if (!reader.ok())
        return std::nullopt;

    const QString road = QStringLiteral("road");
    const QJsonObject roadObject = reader.object(root, road, QString());
    if (!reader.ok())
        return std::nullopt;
    table.m_roadCosts
        = readCosts(roadObject, QStringLiteral("costs"), table.formations(), &ids, reader, road);
    if (reader.ok() && table.m_roadCosts.isEmpty())
        reader.fail(QStringLiteral("road.costs"), QStringLiteral("must not be empty"));
    if (reader.ok())
        table.m_wrongFormation
            = nonEmptyString(reader, roadObject, QStringLiteral("wrongFormation"), road);
    if (reader.ok())
        table.m_roadNotAllowed
            = readLines(roadObject, QStringLiteral("notAllowed"), Effect::NotAllowed,
                        table.m_vocabulary, &ids, reader, road);
    if (reader.ok())
        table.m_roadModifiers = readLines(roadObject, QStringLiteral("modifiers"), Effect::Add,
                                          table.m_vocabulary, &ids, reader, road);
    if (reader.ok()) {
        table.m_fallbackNote
            = nonEmptyString(reader, roadObject, QStringLiteral("fallbackNote"), road);
        if (reader.ok() && !table.m_fallbackNote.contains(QLatin1String("%1")))
            reader.fail(QStringLiteral("road.fallbackNote"),
                        QStringLiteral("must hold %1 where the reason goes"));
    }
    if (!reader.ok())
        return std::nullopt;

    const QString offRoad = QStringLiteral("offRoad");
    const QJsonObject offRoadObject = reader.object(root, offRoad, QString());
    if (!reader.ok())
        return std::nullopt;
    table.m_standardCosts = readCosts(offRoadObject, QStringLiteral("costs"), table.formations(),
                                      &ids, reader, offRoad);
    for (const QString &formation : table.formations()) {
        const bool found
            = std::any_of(table.m_standardCosts.begin(), table.m_standardCosts.end(),
                          [&](const Cost &cost) { return cost.formation == formation; });
        if (reader.ok() && !found)
            reader.fail(QStringLiteral("offRoad.costs"),
                        QStringLiteral("no standard cost for \"%1\"").arg(formation));
    }
    if (reader.ok()) {
        const std::optional<Line> only = readLine(
            offRoadObject.value(QStringLiteral("standardCostOnly")), Effect::Note,
            table.m_vocabulary, &ids, reader, QStringLiteral("offRoad.standardCostOnly"));
        if (only)
            table.m_standardCostOnly = *only;
    }
    if (reader.ok())
        table.m_lines = readLines(offRoadObject, QStringLiteral("lines"), std::nullopt,
                                  table.m_vocabulary, &ids, reader, offRoad);
    if (reader.ok())
        table.m_prohibitions = readLines(root, QStringLiteral("prohibitions"), Effect::NotAllowed,
                                         table.m_vocabulary, &ids, reader, QString());
    if (reader.ok())
        table.m_notes = readLines(root, QStringLiteral("notes"), Effect::Note, table.m_vocabulary,
                                  &ids, reader, QString());
    if (!reader.ok())
        return std::nullopt;

    const QString naval = QStringLiteral("naval");
    const QJsonObject navalObject = reader.object(root, naval, QString());
    if (reader.ok())
        table.m_navalCases = readLines(navalObject, QStringLiteral("cases"), Effect::Add,
                                       table.m_vocabulary, &ids, reader, naval);
    if (reader.ok())
        table.m_navalOtherwise
            = nonEmptyString(reader, navalObject, QStringLiteral("otherwise"), naval);
    if (reader.ok())
        table.m_navalNote = nonEmptyString(reader, navalObject, QStringLiteral("note"), naval);

    const QString oneHex = QStringLiteral("oneHex");
    const QJsonObject oneHexObject = reader.object(root, oneHex, QString());
    if (reader.ok())
        table.m_oneHexId = nonEmptyString(reader, oneHexObject, QStringLiteral("id"), oneHex);
    if (reader.ok())
        table.m_oneHexNote = nonEmptyString(reader, oneHexObject, QStringLiteral("note"), oneHex);
    if (!reader.ok())
        return std::nullopt;
    return table;
}

const AorMovement &AorMovement::standard()
{
    static const AorMovement table = [] {
        TableReader reader(fileName());
        const std::optional<QJsonObject> root = reader.load();
        std::optional<AorMovement> loaded;
        if (root)
            loaded = fromJson(*root, reader);
        if (!loaded)
            qFatal("%s", qPrintable(reader.error().toString()));
        return *loaded;
    }();
    return table;
}

AorMoveResult AorMovement::move(const AorMoveRequest &request) const
{
    AorMoveResult result;
    const auto forbid = [&result](const Line &line) {
        result.allowed = false;
        result.reasonId = line.id;
        result.reason = line.reason;
        return result;
    };

    AorFacts facts;
    facts.insert(QStringLiteral("hex"), QSet<QString>(request.hex.begin(), request.hex.end()));
    facts.insert(QStringLiteral("conditions"),
                 QSet<QString>(request.conditions.begin(), request.conditions.end()));
    const QStringList flags = request.flags();
    facts.insert(QStringLiteral("flags"), QSet<QString>(flags.begin(), flags.end()));
    const QString roadType = request.roadType.isEmpty() ? m_defaultRoadType : request.roadType;
    facts.insert(QStringLiteral("roadType"), { roadType });
    if (!request.formation.isEmpty())
        facts.insert(QStringLiteral("formation"), { request.formation });
    const auto holds
        = [&facts](const Line &line) { return line.when.match(facts) == AorPredicate::Match::Yes; };

    for (const QStringList &group : m_exclusiveHex) {
        QStringList held;
        for (const QString &word : group) {
            if (request.hex.contains(word))
                held << word;
        }
        if (held.size() > 1) {
            result.inputError = QStringLiteral("hex: %1 exclude each other")
                                    .arg(held.join(QLatin1String(" and ")));
            return result;
        }
    }

    const auto finish = [&]() {
        double cost = result.base;
        for (const AorModifier &modifier : result.modifiers)
            cost += modifier.value;
        result.cost = AorModifier::clean(cost);
        for (const Line &line : m_notes) {
            if (holds(line))
                result.notes << line.note;
        }
        result.allowed = true;
        result.oneHexAlways = true;
        result.notes << m_oneHexNote;
        return result;
    };

    if (request.naval) {
        for (const Line &line : m_navalCases) {
            if (!holds(line))
                continue;
            result.baseId = line.id;
            result.base = line.value;
            result.notes << m_navalNote;
            if (!line.note.isEmpty())
                result.notes << line.note;
            return finish();
        }
        result.reasonId = QStringLiteral("naval-otherwise");
        result.reason = m_navalOtherwise;
        return result;
    }

    if (request.formation.isEmpty()) {
        result.inputError = QStringLiteral("formation: missing");
        return result;
    }
    const auto costOf = [&request](const QList<Cost> &costs) -> const Cost * {
        for (const Cost &cost : costs) {
            if (cost.formation == request.formation)
                return &cost;
        }
        return nullptr;
    };

    const Cost *standard = costOf(m_standardCosts);
    if (!standard) {
        result.inputError = QStringLiteral("formation: \"%1\" is not one of %2")
                                .arg(request.formation, formations().join(QLatin1String(", ")));
        return result;
    }

    for (const Line &line : m_prohibitions) {
        if (holds(line))
            return forbid(line);
    }

    // Road movement takes precedence if allowed; asked for but not allowed,
    // the unit moves off road and a note says why.
    const Cost *roadCost = nullptr;
    QString fallback;
    if (request.road) {
        roadCost = costOf(m_roadCosts);
        if (!roadCost)
            fallback = m_wrongFormation;
        for (const Line &line : m_roadNotAllowed) {
            if (roadCost && holds(line)) {
                fallback = line.reason;
                roadCost = nullptr;
            }
        }
    }
    const bool standardOnly = holds(m_standardCostOnly);
    const bool prohibitionsHold = roadCost ? m_prohibitionsHoldOnRoad
        : standardOnly                     ? m_prohibitionsHoldInTown
                                           : true;
    if (prohibitionsHold) {
        for (const Line &line : m_lines) {
            if (line.effect == Effect::NotAllowed && holds(line))
                return forbid(line);
        }
    }
    if (!fallback.isEmpty())
        result.notes << m_fallbackNote.arg(fallback);

    if (roadCost) {
        result.road = true;
        result.baseId = roadCost->id;
        result.base = roadCost->value;
        for (const Line &line : m_roadModifiers) {
            if (holds(line))
                result.modifiers << AorModifier { line.id, line.value };
        }
        return finish();
    }

    result.baseId = standard->id;
    result.base = standard->value;
    if (standardOnly) {
        result.notes << m_standardCostOnly.note;
        return finish();
    }
    std::optional<AorModifier> floor;
    for (const Line &line : m_lines) {
        if (!holds(line))
            continue;
        switch (line.effect) {
        case Effect::Add:
            result.modifiers << AorModifier { line.id, line.value };
            break;
        case Effect::AllowanceFraction: {
            if (!request.movementAllowance) {
                result.inputError
                    = QStringLiteral("movement_allowance: missing (%1 costs a fraction of it)")
                          .arg(line.id);
                return result;
            }
            const double share = AorModifier::clean(*request.movementAllowance * line.numerator
                                                    / line.denominator);
            if (line.combine == Combine::Add)
                result.modifiers << AorModifier { line.id, share };
            else if (!floor || share > floor->value)
                floor = AorModifier { line.id, share };
            result.notes << line.note;
            break;
        }
        case Effect::NotAllowed:
        case Effect::Note:
            break;
        }
    }
    if (floor) {
        // "At least a share of the allowance": what it adds on top of the
        // cumulative cost keeps cost = base + modifiers.
        double cost = result.base;
        for (const AorModifier &modifier : result.modifiers)
            cost += modifier.value;
        result.modifiers << AorModifier { floor->id,
                                          AorModifier::clean(std::max(0.0, floor->value - cost)) };
    }
    return finish();
}

} // namespace Adc
