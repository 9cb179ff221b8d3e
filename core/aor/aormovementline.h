#pragma once

#include "core/aor/aorpredicate.h"
#include "core/common/tablereader.h"

#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QString>
#include <optional>

namespace Adc {

// One line of the movement table (resources/rules/aor_movement.json): when
// it applies, and what it does then: add to the cost, forbid the move, cost
// a share of the movement allowance, or only say something.
struct AorMovementLine
{
    enum class Effect { Add, NotAllowed, AllowanceFraction, Note };
    enum class Combine { Add, AtLeast };

    QString id;
    AorPredicate when;
    Effect effect = Effect::Add;
    double value = 0;
    double numerator = 0;
    double denominator = 1;
    Combine combine = Combine::Add;
    QString reason;
    QString note;

    // Reads one line at entry; fixed: the effect of every line of its list
    // (else the line names its own). An id already in ids is an error; the
    // line's id is added to them.
    static std::optional<AorMovementLine>
    fromJson(const QJsonValue &value, std::optional<Effect> fixed, const AorVocabulary &vocabulary,
             QSet<QString> *ids, TableReader &reader, const QString &entry);
    // Reads the array object[key] of lines.
    static QList<AorMovementLine> listFromJson(const QJsonObject &object, const QString &key,
                                               std::optional<Effect> fixed,
                                               const AorVocabulary &vocabulary, QSet<QString> *ids,
                                               TableReader &reader, const QString &entry);
};

} // namespace Adc
