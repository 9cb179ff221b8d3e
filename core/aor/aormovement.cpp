#include "core/aor/aormovement.h"

#include <QJsonArray>
#include <QtGlobal>
#include <algorithm>
#include <cmath>

namespace Adc {

namespace {

bool holds(const AorMovementLine &line, const AorFacts &facts)
{
    return line.when.match(facts) == AorPredicate::Match::Yes;
}

AorMoveResult forbid(AorMoveResult result, const AorMovementLine &line)
{
    result.allowed = false;
    result.reasonId = line.id;
    result.reason = line.reason;
    return result;
}

const AorMovementCost *costOf(const QList<AorMovementCost> &costs, const QString &formation)
{
    for (const AorMovementCost &cost : costs) {
        if (cost.formation == formation)
            return &cost;
    }
    return nullptr;
}

double costSoFar(const AorMoveResult &result)
{
    double cost = result.base;
    for (const AorModifier &modifier : result.modifiers)
        cost += modifier.value;
    return cost;
}

AorFacts factsOf(const AorMoveRequest &request, const QString &roadType)
{
    AorFacts facts;
    facts.insert(QStringLiteral("hex"), QSet<QString>(request.hex.begin(), request.hex.end()));
    facts.insert(QStringLiteral("conditions"),
                 QSet<QString>(request.conditions.begin(), request.conditions.end()));
    const QStringList flags = request.flags();
    facts.insert(QStringLiteral("flags"), QSet<QString>(flags.begin(), flags.end()));
    facts.insert(QStringLiteral("roadType"), { roadType });
    if (!request.formation.isEmpty())
        facts.insert(QStringLiteral("formation"), { request.formation });
    return facts;
}

} // namespace

void AorMovement::readVocabulary(const QJsonObject &root, TableReader &reader)
{
    const QJsonObject vocabulary = reader.object(root, QStringLiteral("vocabulary"), QString());
    const QStringList namespaces
        = { QStringLiteral("formation"), QStringLiteral("roadType"), QStringLiteral("hex"),
            QStringLiteral("conditions"), QStringLiteral("flags") };
    for (const QString &name : namespaces) {
        if (!reader.ok())
            return;
        const QStringList allowed
            = name == QLatin1String("flags") ? AorMoveRequest::flagNames() : QStringList();
        m_vocabulary.insert(name,
                            AorPredicate::wordList(vocabulary.value(name), allowed, reader,
                                                   QStringLiteral("vocabulary.") + name));
    }
    for (auto it = vocabulary.begin(); reader.ok() && it != vocabulary.end(); ++it) {
        if (!namespaces.contains(it.key()))
            reader.fail(QStringLiteral("vocabulary.") + it.key(), QStringLiteral("unknown key"));
    }
    if (!reader.ok())
        return;

    m_defaultRoadType = reader.string(root, QStringLiteral("defaultRoadType"), QString());
    if (reader.ok() && !roadTypes().contains(m_defaultRoadType))
        reader.fail(QStringLiteral("defaultRoadType"),
                    QStringLiteral("\"%1\" is not one of %2")
                        .arg(m_defaultRoadType, roadTypes().join(QLatin1String(", "))));

    const QJsonArray exclusive = reader.array(root, QStringLiteral("exclusiveHex"), QString());
    for (int i = 0; reader.ok() && i < exclusive.size(); ++i) {
        const QString at = QStringLiteral("exclusiveHex[%1]").arg(i);
        const QStringList group = AorPredicate::wordList(exclusive.at(i), hexWords(), reader, at);
        if (reader.ok() && group.size() < 2)
            reader.fail(at, QStringLiteral("needs at least two words"));
        m_exclusiveHex << group;
    }
    reader.object(root, QStringLiteral("readings"), QString());
    m_prohibitionsHoldOnRoad
        = reader.boolean(root, QStringLiteral("prohibitionsHoldOnRoad"), QString());
    m_prohibitionsHoldInTown
        = reader.boolean(root, QStringLiteral("prohibitionsHoldInTownOrVillage"), QString());
}

void AorMovement::readRoad(const QJsonObject &root, QSet<QString> *ids, TableReader &reader)
{
    const QString road = QStringLiteral("road");
    const QJsonObject roadObject = reader.object(root, road, QString());
    if (!reader.ok())
        return;
    m_roadCosts
        = Cost::listFromJson(roadObject, QStringLiteral("costs"), formations(), ids, reader, road);
    if (reader.ok() && m_roadCosts.isEmpty())
        reader.fail(QStringLiteral("road.costs"), QStringLiteral("must not be empty"));
    if (reader.ok())
        m_wrongFormation
            = reader.nonEmptyString(roadObject, QStringLiteral("wrongFormation"), road);
    if (reader.ok())
        m_roadNotAllowed = Line::listFromJson(roadObject, QStringLiteral("notAllowed"),
                                              Effect::NotAllowed, m_vocabulary, ids, reader, road);
    if (reader.ok())
        m_roadModifiers = Line::listFromJson(roadObject, QStringLiteral("modifiers"), Effect::Add,
                                             m_vocabulary, ids, reader, road);
    if (reader.ok()) {
        m_fallbackNote = reader.nonEmptyString(roadObject, QStringLiteral("fallbackNote"), road);
        if (reader.ok() && !m_fallbackNote.contains(QLatin1String("%1")))
            reader.fail(QStringLiteral("road.fallbackNote"),
                        QStringLiteral("must hold %1 where the reason goes"));
    }
}

void AorMovement::readOffRoad(const QJsonObject &root, QSet<QString> *ids, TableReader &reader)
{
    const QString offRoad = QStringLiteral("offRoad");
    const QJsonObject offRoadObject = reader.object(root, offRoad, QString());
    if (!reader.ok())
        return;
    m_standardCosts = Cost::listFromJson(offRoadObject, QStringLiteral("costs"), formations(), ids,
                                         reader, offRoad);
    for (const QString &formation : formations()) {
        const bool found
            = std::any_of(m_standardCosts.begin(), m_standardCosts.end(),
                          [&](const Cost &cost) { return cost.formation == formation; });
        if (reader.ok() && !found)
            reader.fail(QStringLiteral("offRoad.costs"),
                        QStringLiteral("no standard cost for \"%1\"").arg(formation));
    }
    if (reader.ok()) {
        const std::optional<Line> only
            = Line::fromJson(offRoadObject.value(QStringLiteral("standardCostOnly")), Effect::Note,
                             m_vocabulary, ids, reader, QStringLiteral("offRoad.standardCostOnly"));
        if (only)
            m_standardCostOnly = *only;
    }
    if (reader.ok())
        m_lines = Line::listFromJson(offRoadObject, QStringLiteral("lines"), std::nullopt,
                                     m_vocabulary, ids, reader, offRoad);
    if (reader.ok())
        m_prohibitions
            = Line::listFromJson(root, QStringLiteral("prohibitions"), Effect::NotAllowed,
                                 m_vocabulary, ids, reader, QString());
    if (reader.ok())
        m_notes = Line::listFromJson(root, QStringLiteral("notes"), Effect::Note, m_vocabulary, ids,
                                     reader, QString());
}

void AorMovement::readNavalAndOneHex(const QJsonObject &root, QSet<QString> *ids,
                                     TableReader &reader)
{
    const QString naval = QStringLiteral("naval");
    const QJsonObject navalObject = reader.object(root, naval, QString());
    if (reader.ok())
        m_navalCases = Line::listFromJson(navalObject, QStringLiteral("cases"), Effect::Add,
                                          m_vocabulary, ids, reader, naval);
    if (reader.ok())
        m_navalOtherwise = reader.nonEmptyString(navalObject, QStringLiteral("otherwise"), naval);
    if (reader.ok())
        m_navalNote = reader.nonEmptyString(navalObject, QStringLiteral("note"), naval);

    const QString oneHex = QStringLiteral("oneHex");
    const QJsonObject oneHexObject = reader.object(root, oneHex, QString());
    if (reader.ok())
        m_oneHexId = reader.nonEmptyString(oneHexObject, QStringLiteral("id"), oneHex);
    if (reader.ok())
        m_oneHexNote = reader.nonEmptyString(oneHexObject, QStringLiteral("note"), oneHex);
}

std::optional<AorMovement> AorMovement::fromJson(const QJsonObject &root, TableReader &reader)
{
    AorMovement table;
    QSet<QString> ids;
    table.readVocabulary(root, reader);
    if (reader.ok())
        table.readRoad(root, &ids, reader);
    if (reader.ok())
        table.readOffRoad(root, &ids, reader);
    if (reader.ok())
        table.readNavalAndOneHex(root, &ids, reader);
    if (!reader.ok())
        return std::nullopt;
    return table;
}

const AorMovement &AorMovement::standard()
{
    return standardTable<AorMovement>(fileName());
}

QString AorMovement::exclusiveHexClash(const AorMoveRequest &request) const
{
    for (const QStringList &group : m_exclusiveHex) {
        QStringList held;
        for (const QString &word : group) {
            if (request.hex.contains(word))
                held << word;
        }
        if (held.size() > 1)
            return QStringLiteral("hex: %1 exclude each other")
                .arg(held.join(QLatin1String(" and ")));
    }
    return QString();
}

AorMoveResult AorMovement::finish(AorMoveResult result, const AorFacts &facts) const
{
    result.cost = AorModifier::clean(costSoFar(result));
    for (const Line &line : m_notes) {
        if (holds(line, facts))
            result.notes << line.note;
    }
    result.allowed = true;
    result.oneHexAlways = true;
    result.notes << m_oneHexNote;
    return result;
}

AorMoveResult AorMovement::moveNaval(AorMoveResult result, const AorFacts &facts) const
{
    for (const Line &line : m_navalCases) {
        if (!holds(line, facts))
            continue;
        result.baseId = line.id;
        result.base = line.value;
        result.notes << m_navalNote;
        if (!line.note.isEmpty())
            result.notes << line.note;
        return finish(result, facts);
    }
    result.reasonId = QStringLiteral("naval-otherwise");
    result.reason = m_navalOtherwise;
    return result;
}

bool AorMovement::addOffRoadLines(const AorMoveRequest &request, const AorFacts &facts,
                                  AorMoveResult *result) const
{
    std::optional<AorModifier> floor;
    for (const Line &line : m_lines) {
        if (!holds(line, facts))
            continue;
        if (line.effect == Effect::Add) {
            result->modifiers << AorModifier { line.id, line.value };
        } else if (line.effect == Effect::AllowanceFraction) {
            if (!request.movementAllowance) {
                result->inputError
                    = QStringLiteral("movement_allowance: missing (%1 costs a fraction of it)")
                          .arg(line.id);
                return false;
            }
            const double share = AorModifier::clean(*request.movementAllowance * line.numerator
                                                    / line.denominator);
            if (line.combine == Combine::Add)
                result->modifiers << AorModifier { line.id, share };
            else if (!floor || share > floor->value)
                floor = AorModifier { line.id, share };
            result->notes << line.note;
        }
    }
    if (floor) {
        // "At least a share of the allowance": what it adds on top of the
        // cumulative cost keeps cost = base + modifiers.
        const double cost = costSoFar(*result);
        result->modifiers << AorModifier { floor->id,
                                           AorModifier::clean(std::max(0.0, floor->value - cost)) };
    }
    return true;
}

AorMoveResult AorMovement::move(const AorMoveRequest &request) const
{
    AorMoveResult result;
    const QString roadType = request.roadType.isEmpty() ? m_defaultRoadType : request.roadType;
    const AorFacts facts = factsOf(request, roadType);
    result.inputError = exclusiveHexClash(request);
    if (!result.inputError.isEmpty())
        return result;
    if (request.naval)
        return moveNaval(result, facts);

    if (request.formation.isEmpty()) {
        result.inputError = QStringLiteral("formation: missing");
        return result;
    }
    const Cost *standard = costOf(m_standardCosts, request.formation);
    if (!standard) {
        result.inputError = QStringLiteral("formation: \"%1\" is not one of %2")
                                .arg(request.formation, formations().join(QLatin1String(", ")));
        return result;
    }
    for (const Line &line : m_prohibitions) {
        if (holds(line, facts))
            return forbid(result, line);
    }

    // Road movement takes precedence if allowed; asked for but not allowed,
    // the unit moves off road and a note says why.
    const Cost *roadCost = nullptr;
    QString fallback;
    if (request.road) {
        roadCost = costOf(m_roadCosts, request.formation);
        if (!roadCost)
            fallback = m_wrongFormation;
        for (const Line &line : m_roadNotAllowed) {
            if (roadCost && holds(line, facts)) {
                fallback = line.reason;
                roadCost = nullptr;
            }
        }
    }
    const bool standardOnly = holds(m_standardCostOnly, facts);
    const bool prohibitionsHold = roadCost ? m_prohibitionsHoldOnRoad
        : standardOnly                     ? m_prohibitionsHoldInTown
                                           : true;
    if (prohibitionsHold) {
        for (const Line &line : m_lines) {
            if (line.effect == Effect::NotAllowed && holds(line, facts))
                return forbid(result, line);
        }
    }
    if (!fallback.isEmpty())
        result.notes << m_fallbackNote.arg(fallback);

    if (roadCost) {
        result.road = true;
        result.baseId = roadCost->id;
        result.base = roadCost->value;
        for (const Line &line : m_roadModifiers) {
            if (holds(line, facts))
                result.modifiers << AorModifier { line.id, line.value };
        }
        return finish(result, facts);
    }

    result.baseId = standard->id;
    result.base = standard->value;
    if (standardOnly)
        result.notes << m_standardCostOnly.note;
    else if (!addOffRoadLines(request, facts, &result))
        return result;
    return finish(result, facts);
}

} // namespace Adc
