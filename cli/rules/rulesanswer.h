#pragma once

#include <QJsonObject>
#include <QString>

namespace Adc {

// What `adc rules NAME` answers: exit 0 with a JSON object, or exit 2 with
// one line "FIELD: what is wrong" (docs/contract.md), or exit 1 for anything else.
struct RulesAnswer
{
    int exitCode = 0;
    QJsonObject answer;
    QString error;

    static RulesAnswer ok(QJsonObject answer) { return { 0, std::move(answer), QString() }; }
    static RulesAnswer malformed(QString error) { return { 2, QJsonObject(), oneLine(error) }; }

    // The message of exit 2 is one line: a control character quoted from the
    // request (a line break inside a name) is written as its JSON escape.
    static QString oneLine(const QString &text)
    {
        QString line;
        line.reserve(text.size());
        for (const QChar c : text) {
            if (c == QLatin1Char('\n'))
                line += QLatin1String("\\n");
            else if (c == QLatin1Char('\r'))
                line += QLatin1String("\\r");
            else if (c == QLatin1Char('\t'))
                line += QLatin1String("\\t");
            else if (c.category() == QChar::Other_Control || c == QChar::LineSeparator
                     || c == QChar::ParagraphSeparator)
                line += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
            else
                line += c;
        }
        return line;
    }
};

} // namespace Adc
