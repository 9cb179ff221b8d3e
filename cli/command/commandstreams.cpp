#include "command/commandstreams.h"

#include <QJsonDocument>

namespace Adc {

namespace {

void put(std::FILE *stream, const QByteArray &bytes)
{
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stream);
    std::fflush(stream);
}

} // namespace

CommandStreams::CommandStreams(std::FILE *in, std::FILE *out, std::FILE *err)
    : m_in(in)
    , m_out(out)
    , m_err(err)
{
}

void CommandStreams::print(const QString &text) const
{
    put(m_out, text.toUtf8());
}

void CommandStreams::write(const QByteArray &bytes) const
{
    put(m_out, bytes);
}

void CommandStreams::answer(const QJsonObject &object) const
{
    put(m_out, QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n');
}

void CommandStreams::answer(const QJsonArray &array) const
{
    put(m_out, QJsonDocument(array).toJson(QJsonDocument::Compact) + '\n');
}

void CommandStreams::message(const QString &text) const
{
    put(m_err, text.toUtf8());
}

int CommandStreams::fail(int code, const QString &message) const
{
    QString line = message;
    line.replace(QLatin1Char('\n'), QLatin1Char(' '));
    put(m_err, QByteArrayLiteral("adc: ") + line.toUtf8() + '\n');
    return code;
}

} // namespace Adc
