#pragma once

#include "core/aor/aormovementcost.h"
#include "core/aor/aormovementline.h"
#include "core/aor/aormoverequest.h"
#include "core/aor/aormoveresult.h"
#include "core/aor/aorpredicate.h"
#include "core/common/tablereader.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace Adc {

// Age of Rifles movement costs (resources/rules/aor_movement.json), seed 000,
// "Terrain and Formation Effects On Movement": road and off-road costs by
// formation, the off-road modifier lines (each charged once, all
// cumulative), naval and water movement, pushed artillery and the one-hex
// rule. Every number and every "not allowed" is in the table.
class AorMovement
{
public:
    static QString fileName() { return QStringLiteral("aor_movement.json"); }
    static std::optional<AorMovement> fromJson(const QJsonObject &root, TableReader &reader);
    // The compiled-in table, loaded once.
    static const AorMovement &standard();

    // The words a request may use, by namespace: formation, roadType, hex,
    // conditions, flags.
    const AorVocabulary &vocabulary() const { return m_vocabulary; }
    QStringList formations() const { return m_vocabulary.value(QStringLiteral("formation")); }
    QStringList roadTypes() const { return m_vocabulary.value(QStringLiteral("roadType")); }
    QStringList hexWords() const { return m_vocabulary.value(QStringLiteral("hex")); }
    QStringList conditions() const { return m_vocabulary.value(QStringLiteral("conditions")); }
    // The road type read when a request names none ("road").
    const QString &defaultRoadType() const { return m_defaultRoadType; }

    // The cost of moving into one hex, seed 000 "Terrain and Formation
    // Effects On Movement": road movement when allowed, else the standard
    // cost by formation plus every off-road line that applies (a town or
    // village keeps the standard cost); naval units read the naval table;
    // any "not allowed" line or special case forbids the move. Expects words
    // of the vocabulary; a request lacking what a line needs comes back with
    // inputError set.
    AorMoveResult move(const AorMoveRequest &request) const;

private:
    using Line = AorMovementLine;
    using Cost = AorMovementCost;
    using Effect = AorMovementLine::Effect;
    using Combine = AorMovementLine::Combine;

    // The parts of the table, in the order fromJson reads them.
    void readVocabulary(const QJsonObject &root, TableReader &reader);
    void readRoad(const QJsonObject &root, QSet<QString> *ids, TableReader &reader);
    void readOffRoad(const QJsonObject &root, QSet<QString> *ids, TableReader &reader);
    void readNavalAndOneHex(const QJsonObject &root, QSet<QString> *ids, TableReader &reader);

    // Words of the request that exclude each other, as an input error.
    QString exclusiveHexClash(const AorMoveRequest &request) const;
    AorMoveResult moveNaval(AorMoveResult result, const AorFacts &facts) const;
    // Adds the off-road lines that hold; false (with inputError) when one
    // needs the movement allowance and the request has none.
    bool addOffRoadLines(const AorMoveRequest &request, const AorFacts &facts,
                         AorMoveResult *result) const;
    // The cost from base and modifiers, the notes that hold, the one-hex rule.
    AorMoveResult finish(AorMoveResult result, const AorFacts &facts) const;

    AorVocabulary m_vocabulary;
    QString m_defaultRoadType;
    QList<QStringList> m_exclusiveHex;
    bool m_prohibitionsHoldOnRoad = true;
    bool m_prohibitionsHoldInTown = true;
    QList<Cost> m_roadCosts;
    QString m_wrongFormation;
    QList<Line> m_roadNotAllowed;
    QList<Line> m_roadModifiers;
    QString m_fallbackNote;
    QList<Cost> m_standardCosts;
    Line m_standardCostOnly;
    QList<Line> m_lines;
    QList<Line> m_prohibitions;
    QList<Line> m_notes;
    QList<Line> m_navalCases;
    QString m_navalOtherwise;
    QString m_navalNote;
    QString m_oneHexId;
    QString m_oneHexNote;
};

} // namespace Adc
