#include "battle/requesttext.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonParseError>

namespace Adc {

Result<QByteArray> RequestText::read(const CommandArguments &arguments, std::FILE *in)
{
    if (arguments.has(QStringLiteral("--in"))) {
        QFile file(arguments.value(QStringLiteral("--in")));
        if (!file.open(QIODevice::ReadOnly))
            return Failure { QCoreApplication::translate("Requesttext", "%1: cannot be read (%2)")
                                 .arg(file.fileName(), file.errorString()) };
        return file.readAll();
    }
    QFile file;
    if (!file.open(in, QIODevice::ReadOnly))
        return Failure { QCoreApplication::translate(
            "Requesttext", "cannot read the request from standard input") };
    return file.readAll();
}

Result<QJsonObject> RequestText::object(const QByteArray &text)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(text, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Failure { QCoreApplication::translate("Requesttext",
                                                     "request: not valid JSON at offset %1: %2")
                             .arg(QString::number(parseError.offset), parseError.errorString()) };
    if (!document.isObject())
        return Failure { QCoreApplication::translate("Requesttext",
                                                     "request: expected a JSON object") };
    return document.object();
}

} // namespace Adc
