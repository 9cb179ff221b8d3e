#pragma once

// One input of fuzz_rules_request, shared with tests/core/tst_fuzzregressions.cpp
// so a saved reproducer replays through exactly what the fuzzer ran.

#include "cli/rules/rulescommand.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QStringList>
#include <cmath>

namespace Adc {

// Gives the bytes as the request of every `adc rules` command and checks that
// each answers as docs/contract.md says: exit 0 with a finite JSON answer (a forbidden
// action with its reason), or exit 2 with one line "FIELD: what is wrong".
class RulesRequestCheck
{
public:
    // Empty when every command answered cleanly; otherwise what was wrong.
    static QString run(const QByteArray &request)
    {
        for (const QString &name : RulesCommand::names()) {
            const QString problem = check(name, RulesCommand::run(name, request));
            if (!problem.isEmpty())
                return QStringLiteral("rules %1: %2").arg(name, problem);
        }
        return QString();
    }

    static QString check(const QString &name, const RulesAnswer &answer)
    {
        Q_UNUSED(name);
        if (answer.exitCode() == 2) {
            if (answer.error().isEmpty())
                return QStringLiteral("exit 2 without a message");
            if (answer.error().contains(QLatin1Char('\n')))
                return QStringLiteral("message of more than one line: ") + answer.error();
            if (!answer.error().contains(QLatin1String(": ")))
                return QStringLiteral("message without \"FIELD: \": ") + answer.error();
            return QString();
        }
        if (!answer)
            return QStringLiteral("exit %1: %2").arg(answer.exitCode()).arg(answer.error());
        if (answer->isEmpty())
            return QStringLiteral("exit 0 with an empty answer");
        const QJsonValue allowed = answer->value(QStringLiteral("allowed"));
        if (allowed.isBool() && !allowed.toBool()
            && answer->value(QStringLiteral("reason")).toString().isEmpty())
            return QStringLiteral("allowed false without a reason");
        const QString bad = nonFinite(*answer, QStringLiteral("answer"));
        if (!bad.isEmpty())
            return QStringLiteral("%1 is not a finite number").arg(bad);
        // What `adc rules` prints must read back as the same object.
        const QByteArray printed = QJsonDocument(*answer).toJson(QJsonDocument::Compact);
        if (QJsonDocument::fromJson(printed).object() != *answer)
            return QStringLiteral("the printed answer does not read back: ")
                + QString::fromUtf8(printed);
        return QString();
    }

private:
    // The path of the first NaN or infinity in the value (JSON has neither).
    static QString nonFinite(const QJsonValue &value, const QString &path)
    {
        if (value.isDouble())
            return std::isfinite(value.toDouble()) ? QString() : path;
        if (value.isArray()) {
            const QJsonArray array = value.toArray();
            for (int i = 0; i < array.size(); ++i) {
                const QString bad
                    = nonFinite(array.at(i), QStringLiteral("%1[%2]").arg(path).arg(i));
                if (!bad.isEmpty())
                    return bad;
            }
        }
        if (value.isObject()) {
            const QJsonObject object = value.toObject();
            for (auto it = object.begin(); it != object.end(); ++it) {
                const QString bad = nonFinite(it.value(), path + QLatin1Char('.') + it.key());
                if (!bad.isEmpty())
                    return bad;
            }
        }
        return QString();
    }
};

} // namespace Adc
