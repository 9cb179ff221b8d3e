#pragma once

// The whole turn of the sample battle written once as data
// (tests/data/turn-quatre-bras.json): each segment's side and its steps,
// fires, charges and moves, naming units by their names in the sample.

#include "testfailure.h"
#include "testpaths.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

namespace Adc::Testing {

struct TurnStep
{
    enum Kind { Fire, Charge, Move };
    Kind kind = Fire;
    QStringList firers; // a fire's firers, the first the one chosen first
    QString target;
    double range = 0;
    QString charger;
    QString defender;
    QString outcome; // home, repulsed, retires or firefight
    QString unit; // the unit that moves
    QString to; // where it moves; empty: where it stands

    QString kindName() const
    {
        return kind == Fire ? QStringLiteral("fire")
                            : (kind == Charge ? QStringLiteral("charge") : QStringLiteral("move"));
    }
};

struct TurnSegment
{
    QString side;
    QList<TurnStep> steps;
};

// The turn's segments; none, and the test failed, when the file does not read.
inline QList<TurnSegment> readTurnScript()
{
    QFile file(AdcTest::sourceDir() + QStringLiteral("/tests/data/turn-quatre-bras.json"));
    if (!file.open(QIODevice::ReadOnly)) {
        ADC_FAIL(QStringLiteral("the turn's data is missing: ") + file.fileName());
        return {};
    }
    const QJsonObject root = QJsonDocument::fromJson(file.read(1 << 20)).object();
    QList<TurnSegment> segments;
    for (const QJsonValue &s : root.value(QStringLiteral("segments")).toArray()) {
        TurnSegment segment;
        segment.side = s[QStringLiteral("side")].toString();
        for (const QJsonValue &value : s[QStringLiteral("steps")].toArray()) {
            const QJsonObject step = value.toObject();
            TurnStep turnStep;
            if (step.contains(QStringLiteral("fire"))) {
                const QJsonObject fire = step.value(QStringLiteral("fire")).toObject();
                turnStep.kind = TurnStep::Fire;
                for (const QJsonValue &firer : fire.value(QStringLiteral("firers")).toArray())
                    turnStep.firers.append(firer.toString());
                turnStep.target = fire.value(QStringLiteral("target")).toString();
                turnStep.range = fire.value(QStringLiteral("range")).toDouble();
            } else if (step.contains(QStringLiteral("charge"))) {
                const QJsonObject charge = step.value(QStringLiteral("charge")).toObject();
                turnStep.kind = TurnStep::Charge;
                turnStep.charger = charge.value(QStringLiteral("charger")).toString();
                turnStep.defender = charge.value(QStringLiteral("defender")).toString();
                turnStep.outcome = charge.value(QStringLiteral("outcome")).toString();
            } else if (step.contains(QStringLiteral("move"))) {
                const QJsonObject move = step.value(QStringLiteral("move")).toObject();
                turnStep.kind = TurnStep::Move;
                turnStep.unit = move.value(QStringLiteral("unit")).toString();
                turnStep.to = move.value(QStringLiteral("to")).toString();
            } else {
                ADC_FAIL(
                    QStringLiteral("a step of the turn is neither a fire, a charge nor a move: ")
                    + QString::fromUtf8(QJsonDocument(step).toJson(QJsonDocument::Compact)));
                return {};
            }
            segment.steps.append(turnStep);
        }
        segments.append(segment);
    }
    if (segments.size() != 2)
        ADC_FAIL(QStringLiteral("the turn's data has not two segments"));
    return segments;
}

} // namespace Adc::Testing
