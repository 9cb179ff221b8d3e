#include "ui/panels/referenceform.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFrame>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QMap>
#include <QScrollArea>
#include <QVBoxLayout>

namespace Adc {

namespace {

// Words whose plain reading would mislead.
QString specialLabel(const QString &word)
{
    const QMap<QString, QString> labels = {
        { QStringLiteral("fire"), ReferenceForm::tr("Hex on fire") },
        { QStringLiteral("fordable-stream"), ReferenceForm::tr("Fordable stream") },
        { QStringLiteral("unfordable-stream"), ReferenceForm::tr("Unfordable stream") },
        { QStringLiteral("frozen"), ReferenceForm::tr("Frozen river or lake") },
        { QStringLiteral("deep-water"), ReferenceForm::tr("Deep water") },
        { QStringLiteral("shallow-water"), ReferenceForm::tr("Shallow water") },
        { QStringLiteral("other-unit-in-hex"), ReferenceForm::tr("Other unit in the hex") },
        { QStringLiteral("small-arms"), ReferenceForm::tr("Small arms") },
    };
    return labels.value(word);
}

// What a box means where its label is short.
QString wordHint(const QString &word)
{
    const QMap<QString, QString> hints = {
        { QStringLiteral("fordable-stream"), ReferenceForm::tr("An unbridged fordable stream") },
        { QStringLiteral("unfordable-stream"),
          ReferenceForm::tr("An unbridged non-fordable stream") },
        { QStringLiteral("shallow-water"),
          ReferenceForm::tr("A river or lake hex that shows even the smallest amount of land") },
        { QStringLiteral("frozen"), ReferenceForm::tr("The river or lake is frozen") },
        { QStringLiteral("field"), ReferenceForm::tr("Any field") },
    };
    return hints.value(word);
}

} // namespace

QString ReferenceForm::wordLabel(const QString &word)
{
    const QString special = specialLabel(word);
    if (!special.isEmpty())
        return special;
    // Table lines that differ only by a condition end in it: "fence-wall-or-
    // trench-not-mounted" reads "Fence wall or trench (not mounted)".
    static const QStringList conditions
        = { QStringLiteral("-not-mounted"), QStringLiteral("-mounted"),
            QStringLiteral("-heavy-equipment"), QStringLiteral("-no-elevation-change"),
            QStringLiteral("-elevation-change") };
    QString text = word;
    for (const QString &condition : conditions) {
        if (text.endsWith(condition) && text.size() > condition.size()) {
            text = text.chopped(condition.size()) + QStringLiteral(" (") + condition.mid(1)
                + QLatin1Char(')');
            break;
        }
    }
    text.replace(QLatin1Char('-'), QLatin1Char(' '));
    text.replace(QLatin1Char('_'), QLatin1Char(' '));
    if (!text.isEmpty())
        text[0] = text.at(0).toUpper();
    return text;
}

QGroupBox *ReferenceForm::checkGrid(const QString &title, const QStringList &words,
                                    const QString &prefix, int columns,
                                    QMap<QString, QCheckBox *> *boxes, QWidget *parent)
{
    auto *group = new QGroupBox(title, parent);
    auto *grid = new QGridLayout(group);
    grid->setHorizontalSpacing(12);
    grid->setVerticalSpacing(2);
    for (int i = 0; i < words.size(); ++i) {
        auto *box = new QCheckBox(wordLabel(words.at(i)), group);
        box->setObjectName(prefix + words.at(i));
        box->setToolTip(wordHint(words.at(i)));
        grid->addWidget(box, i / columns, i % columns);
        boxes->insert(words.at(i), box);
    }
    return group;
}

QCheckBox *ReferenceForm::flag(const QString &text, const QString &name, QWidget *parent)
{
    auto *box = new QCheckBox(text, parent);
    box->setObjectName(name);
    return box;
}

QComboBox *ReferenceForm::wordCombo(const QStringList &words, const QString &name, QWidget *parent)
{
    auto *combo = new QComboBox(parent);
    combo->setObjectName(name);
    for (const QString &word : words)
        combo->addItem(wordLabel(word), word);
    return combo;
}

QLabel *ReferenceForm::answerLabel(const QString &name, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(name);
    QFont font = label->font();
    font.setPointSizeF(font.pointSizeF() * 1.8);
    font.setBold(true);
    label->setFont(font);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QLabel *ReferenceForm::detailsLabel(const QString &name, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    return label;
}

// The answer at the top, the form scrolling under it.
QWidget *ReferenceForm::page(QLabel *answer, QLabel *details, QWidget *form, QWidget *parent)
{
    auto *widget = new QWidget(parent);
    auto *layout = new QVBoxLayout(widget);
    auto *frame = new QFrame(widget);
    frame->setFrameShape(QFrame::StyledPanel);
    frame->setAutoFillBackground(true);
    frame->setBackgroundRole(QPalette::Base);
    auto *frameLayout = new QVBoxLayout(frame);
    frameLayout->addWidget(answer);
    frameLayout->addWidget(details);
    layout->addWidget(frame);
    auto *scroll = new QScrollArea(widget);
    scroll->setWidget(form);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    layout->addWidget(scroll, 1);
    return widget;
}

QString ReferenceForm::notesHtml(const QStringList &notes)
{
    QString html;
    for (const QString &note : notes)
        html += QStringLiteral("<li>%1</li>").arg(note.toHtmlEscaped());
    return html.isEmpty() ? QString()
                          : QStringLiteral("<p style=\"margin-top:6px\"><b>%1</b></p><ul "
                                           "style=\"margin-left:-20px\">%2</ul>")
                                .arg(tr("Notes"), html);
}

QString ReferenceForm::row(const QString &what, const QString &value)
{
    return QStringLiteral("<tr><td>%1</td><td align=\"right\" style=\"padding-left:16px\">"
                          "<b>%2</b></td></tr>")
        .arg(what.toHtmlEscaped(), value.toHtmlEscaped());
}

} // namespace Adc
