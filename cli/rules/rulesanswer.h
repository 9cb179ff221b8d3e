#pragma once

#include "core/common/result.h"

#include <QJsonObject>
#include <QString>

namespace Adc {

// What `adc rules NAME` answers: a JSON object (exit 0, whether or not the
// rules allow what was asked), or the failure: a malformed request (exit 2)
// in one line "FIELD: what is wrong" (docs/contract.md); any other failure
// keeps its kind, and so its exit code.
using RulesAnswer = Result<QJsonObject>;

class RulesReply
{
public:
    static RulesAnswer ok(QJsonObject answer) { return RulesAnswer(std::move(answer)); }
    static Failure malformed(const QString &error) { return Failure::malformed(oneLine(error)); }
    // A failure passed on (a request's field that does not read): its kind
    // kept, its words on one line.
    static Failure passedOn(const Failure &failure)
    {
        return failure.reworded(oneLine(failure.reason));
    }

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
