#include "cli/battlefile/requesttext.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonParseError>

namespace Adc {

BoundedInput::Text RequestText::read(const CommandArguments &arguments, std::FILE *in)
{
    return BoundedInput::request(arguments.value(QStringLiteral("--in")), in);
}

Result<QJsonObject> RequestText::object(const QByteArray &text)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(text, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Failure::malformed(
            QCoreApplication::translate("Adc::RequestText",
                                        "request: not valid JSON at offset %1: %2")
                .arg(QString::number(parseError.offset), parseError.errorString()));
    if (!document.isObject())
        return Failure::malformed(
            QCoreApplication::translate("Adc::RequestText", "request: expected a JSON object"));
    return document.object();
}

} // namespace Adc
