#include "db/storage/nametext.h"

#include <QCoreApplication>

namespace Adc {

bool NameText::isOneLine(const QString &text)
{
    for (const QChar c : text) {
        if (c.category() == QChar::Other_Control || c == QChar::LineSeparator
            || c == QChar::ParagraphSeparator)
            return false;
    }
    return true;
}

QString NameText::problem()
{
    return QCoreApplication::translate(
        "Adc::NameText", "a name is one line, without line breaks or control characters");
}

QString NameText::refusal(const QString &field, const QString &text)
{
    return isOneLine(text) ? QString() : field + QStringLiteral(": ") + problem();
}

} // namespace Adc
