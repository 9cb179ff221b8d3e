#pragma once

#include <QJsonObject>
#include <QString>

namespace Adc {

// What `adc rules NAME` answers: exit 0 with a JSON object, or exit 2 with
// one line "FIELD: what is wrong" (CLI.md), or exit 1 for anything else.
struct RulesAnswer
{
    int exitCode = 0;
    QJsonObject answer;
    QString error;

    static RulesAnswer ok(QJsonObject answer) { return { 0, std::move(answer), QString() }; }
    static RulesAnswer malformed(QString error) { return { 2, QJsonObject(), std::move(error) }; }
};

} // namespace Adc
