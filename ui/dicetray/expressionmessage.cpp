#include "ui/dicetray/expressionmessage.h"

namespace Adc {

namespace {

// The text with the character at position marked, for the parse error.
QString marked(const QString &text, int position)
{
    const QString mark = QStringLiteral("<span style=\"color:#b0241b; background:#f8d7d3; "
                                        "font-weight:bold; text-decoration:underline\">%1</span>");
    if (position < 0)
        return text.toHtmlEscaped();
    if (position >= text.size())
        return text.toHtmlEscaped() + mark.arg(QStringLiteral("&nbsp;?&nbsp;"));
    return text.left(position).toHtmlEscaped() + mark.arg(text.mid(position, 1).toHtmlEscaped())
        + text.mid(position + 1).toHtmlEscaped();
}

} // namespace

ExpressionMessage::ExpressionMessage(QWidget *parent)
    : QLabel(parent)
{
    setWordWrap(true);
    setTextFormat(Qt::RichText);
}

void ExpressionMessage::showFor(const QString &text, const Result<DiceExpression> &parsed)
{
    if (parsed.ok()) {
        clear();
    } else if (text.trimmed().isEmpty()) {
        setStyleSheet(QStringLiteral("color: palette(mid);"));
        setText(tr("Type a dice expression such as 1d10, 2d6+1 or d12-1."));
    } else {
        setStyleSheet(QString());
        setText(QStringLiteral("<span style=\"font-family:monospace; font-size:large\">%1</span>"
                               "<br><span style=\"color:#b0241b\">%2</span>")
                    .arg(marked(text, DiceExpression::errorPosition(text)),
                         parsed.error().toHtmlEscaped()));
    }
}

} // namespace Adc
