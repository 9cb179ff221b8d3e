#pragma once

// Shared by the tests that take a picture (the documentation's, when
// ADC_SCREENSHOT_DIR names its folder): whether the window is laid out for
// what it shows, the text it shows, and what would make its picture wrong
// (hidden, too large for its screen, a widget cut off, blank).

#include "ui/dicetray/oddschart.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QDir>
#include <QGraphicsLayout>
#include <QGraphicsView>
#include <QGraphicsWidget>
#include <QGroupBox>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QPixmap>
#include <QRegularExpression>
#include <QTabBar>
#include <QTest>
#include <QTextDocumentFragment>
#include <QTextEdit>
#include <QWidget>

namespace Adc::Testing {

// The screens the pictures are meant for: the smallest the window is made
// to fit (docs/using.md), and the one its first size is for.
inline QSize smallScreen()
{
    return { 1024, 768 };
}

inline QSize windowScreen()
{
    return { 1280, 800 };
}

// A widget as a message names it: its object name, else its class.
inline QString nameOf(const QWidget *widget)
{
    return widget->objectName().isEmpty() ? QString::fromLatin1(widget->metaObject()->className())
                                          : widget->objectName();
}

// Whether every layout in the window has placed what the window now shows.
// A changed layout redoes itself when its request comes through the event
// loop, a level at a time; asked here, each widget layout redoes itself at
// once and says whether it had to, and a chart's layout (a graphics layout)
// is waited for. Meant for QTRY_VERIFY(laidOut(window)) before a grab, which
// draws the widgets where they are.
inline bool laidOut(QWidget *window)
{
    QList<QWidget *> widgets = window->findChildren<QWidget *>();
    widgets.prepend(window);
    bool settled = true;
    // In reverse, each widget comes before those it lies in: a layout redone
    // asks for its parent's to be redone next.
    for (auto it = widgets.crbegin(); it != widgets.crend(); ++it) {
        QWidget *widget = *it;
        if (!widget->isVisible() || widget->window() != window)
            continue;
        if (widget->layout() && widget->layout()->activate())
            settled = false;
        const auto *view = qobject_cast<QGraphicsView *>(widget);
        if (!view || !view->scene())
            continue;
        const QList<QGraphicsItem *> items = view->scene()->items();
        for (const QGraphicsItem *item : items) {
            if (!item->isWidget())
                continue;
            const QGraphicsLayout *layout = static_cast<const QGraphicsWidget *>(item)->layout();
            if (layout && !layout->isActivated())
                settled = false;
        }
    }
    return settled;
}

// A text as read: rich text without its markup.
inline QString readText(const QString &text, Qt::TextFormat format)
{
    if (format == Qt::RichText || (format == Qt::AutoText && Qt::mightBeRichText(text)))
        return QTextDocumentFragment::fromHtml(text).toPlainText();
    return text;
}

// A button's or a buddy label's text without its shortcut's ampersand ("&&"
// shows one).
inline QString withoutMnemonic(QString text)
{
    static const QRegularExpression mnemonic(QStringLiteral("&(?!&)"));
    return text.remove(mnemonic);
}

// Every cell of a model, row by row, the children after their parent.
inline void appendCells(const QAbstractItemModel *model, const QModelIndex &parent,
                        QStringList &texts)
{
    for (int row = 0; row < model->rowCount(parent); ++row) {
        for (int column = 0; column < model->columnCount(parent); ++column)
            texts.append(model->index(row, column, parent).data().toString());
        appendCells(model, model->index(row, 0, parent), texts);
    }
}

// The text the window shows now, one piece a line: its title, then what
// the visible widgets in it show (labels, buttons, fields, the cells of its
// lists and tables, text views, group and tab titles, charts' titles).
// Hidden widgets (another step's page) are left out.
inline QString shownText(QWidget *window)
{
    QStringList texts { window->windowTitle() };
    const QList<QWidget *> widgets = window->findChildren<QWidget *>();
    for (QWidget *widget : widgets) {
        if (!widget->isVisible() || widget->window() != window)
            continue;
        if (const auto *label = qobject_cast<QLabel *>(widget); label && label->buddy())
            texts.append(withoutMnemonic(readText(label->text(), label->textFormat())));
        else if (label)
            texts.append(readText(label->text(), label->textFormat()));
        else if (const auto *button = qobject_cast<QAbstractButton *>(widget))
            texts.append(withoutMnemonic(button->text()));
        else if (const auto *line = qobject_cast<QLineEdit *>(widget))
            texts.append(line->text());
        else if (const auto *box = qobject_cast<QComboBox *>(widget))
            texts.append(box->currentText());
        else if (const auto *spin = qobject_cast<QAbstractSpinBox *>(widget))
            texts.append(spin->text());
        else if (const auto *edit = qobject_cast<QTextEdit *>(widget))
            texts.append(edit->toPlainText());
        else if (const auto *group = qobject_cast<QGroupBox *>(widget))
            texts.append(withoutMnemonic(group->title()));
        else if (const auto *tabs = qobject_cast<QTabBar *>(widget))
            texts.append(withoutMnemonic(tabs->tabText(tabs->currentIndex())));
        else if (const auto *chart = qobject_cast<OddsChart *>(widget))
            texts << chart->title() << chart->axisTitle();
        else if (const auto *view = qobject_cast<QAbstractItemView *>(widget);
                 view && view->model() && !qobject_cast<const QHeaderView *>(view))
            appendCells(view->model(), view->rootIndex(), texts);
    }
    texts.removeAll(QString());
    return texts.join(QLatin1Char('\n'));
}

// Of the pieces of text given, those the window does not show; empty when
// it shows every one.
inline QString unshown(QWidget *window, const QStringList &pieces)
{
    const QString shown = shownText(window);
    QStringList missing;
    for (const QString &piece : pieces) {
        if (!shown.contains(piece))
            missing.append(piece);
    }
    if (missing.isEmpty())
        return QString();
    // In full here: a comparison's message shows only its start.
    qWarning("%s shows:\n%s", qPrintable(nameOf(window)), qPrintable(shown));
    return QStringLiteral("not shown: ") + missing.join(QStringLiteral(" | "));
}

// The step a guided dialog's header shows in bold (the step it is on).
inline QString shownStep(QWidget *dialog)
{
    const auto *steps = dialog->findChild<QLabel *>(QStringLiteral("steps"));
    if (!steps || !steps->isVisible())
        return QString();
    static const QRegularExpression bold(QStringLiteral("<b>(.*?)</b>"));
    return readText(bold.match(steps->text()).captured(1), Qt::RichText);
}

// Whether the widget lies in what a scroll area scrolls, which is meant to
// reach outside the area.
inline bool scrolled(const QWidget *widget, const QWidget *window)
{
    for (const QWidget *parent = widget->parentWidget(); parent && parent != window;
         parent = parent->parentWidget()) {
        const auto *area = qobject_cast<const QAbstractScrollArea *>(parent->parentWidget());
        if (area && area->viewport() == parent)
            return true;
    }
    return false;
}

// Whether the label is too small for its text: too narrow for a line, too
// low for its wrapped lines.
inline bool textCut(const QLabel *label)
{
    if (label->text().isEmpty())
        return false;
    if (label->wordWrap())
        return label->heightForWidth(label->width()) > label->height();
    return label->sizeHint().width() > label->width();
}

// The visible widgets of the window cut off at the edge of the widget they
// lie in (the window's included) and the labels whose text is cut, by name
// and place; none when the window shows each one whole. A widget wholly
// outside is not in the picture at all (a dock behind another's tab).
inline QStringList cutOff(QWidget *window)
{
    QStringList found;
    const QList<QWidget *> widgets = window->findChildren<QWidget *>();
    for (const QWidget *widget : widgets) {
        if (!widget->isVisible() || widget->window() != window || scrolled(widget, window))
            continue;
        const QRect room = widget->parentWidget()->rect();
        const QRect place = widget->geometry();
        if (!room.intersects(place))
            continue;
        if (const auto *label = qobject_cast<const QLabel *>(widget); label && textCut(label))
            found.append(QStringLiteral("the text of %1 (\"%2\" in %3x%4)")
                             .arg(nameOf(label), label->text().left(40))
                             .arg(label->width())
                             .arg(label->height()));
        if (!room.contains(place))
            found.append(QStringLiteral("%1 (%2,%3 %4x%5 in %6 of %7x%8)")
                             .arg(nameOf(widget))
                             .arg(place.x())
                             .arg(place.y())
                             .arg(place.width())
                             .arg(place.height())
                             .arg(nameOf(widget->parentWidget()))
                             .arg(room.width())
                             .arg(room.height()));
    }
    return found;
}

// Whether every pixel of the picture has one colour.
inline bool isBlank(const QImage &picture)
{
    const QImage image = picture.convertToFormat(QImage::Format_ARGB32);
    const QRgb first = image.pixel(0, 0);
    for (int y = 0; y < image.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            if (line[x] != first)
                return false;
        }
    }
    return true;
}

// What would make the picture of the window wrong for a screen of that
// size, in words; empty when nothing: the window not shown, larger than the
// screen, a widget of it cut off, the picture not of the whole window or of
// one colour.
inline QString pictureProblems(QWidget *window, const QImage &picture, const QSize &screen)
{
    QStringList problems;
    if (!window->isVisible())
        problems.append(QStringLiteral("%1 is not shown").arg(nameOf(window)));
    const QSize size = window->frameGeometry().size();
    if (size.width() > screen.width() || size.height() > screen.height())
        problems.append(QStringLiteral("%1 is %2x%3, more than a %4x%5 screen")
                            .arg(nameOf(window))
                            .arg(size.width())
                            .arg(size.height())
                            .arg(screen.width())
                            .arg(screen.height()));
    const QStringList cut = cutOff(window);
    if (!cut.isEmpty())
        problems.append(QStringLiteral("cut off: ") + cut.join(QStringLiteral(", ")));
    if (picture.isNull())
        problems.append(QStringLiteral("no picture"));
    else if (picture.size() != window->size() * window->devicePixelRatio())
        problems.append(QStringLiteral("the picture is not of the whole window"));
    else if (isBlank(picture))
        problems.append(QStringLiteral("the picture is of one colour"));
    return problems.join(QStringLiteral("; "));
}

// Saves a grab of the widget to the documentation's folder when asked
// (ADC_SCREENSHOT_DIR=docs/screenshots), else to dir; gives the picture, or
// none when it could not be saved.
inline QImage screenshot(QWidget *widget, const QString &dir, const QString &name)
{
    const QImage image = widget->grab().toImage();
    const QString folder = qEnvironmentVariable("ADC_SCREENSHOT_DIR", dir);
    return image.save(QDir(folder).filePath(name)) ? image : QImage();
}

// Waits until the window is laid out, takes its picture (kept as
// screenshot() keeps it) and says what is wrong with it, in words; empty
// when nothing is.
inline QString pictureOf(QWidget *window, const QString &dir, const QString &name,
                         const QSize &screen)
{
    if (!QTest::qWaitFor([window] { return laidOut(window); }))
        return QStringLiteral("the window was still being laid out after five seconds");
    return pictureProblems(window, screenshot(window, dir, name), screen);
}

} // namespace Adc::Testing
