// SPDX-License-Identifier: GPL-3.0-or-later
#include "findingspanel.h"

#include "core/live/analysedbuild.h"

#include <QApplication>
#include <QHeaderView>
#include <QPainter>
#include <QResizeEvent>

namespace rigsmith::ui {

using namespace rigsmith::core;

namespace {

int wrappedHeight(const QFont &font, int width, const QString &text, int flags)
{
    if (text.isEmpty())
        return 0;
    return QFontMetrics(font).boundingRect(QRect(0, 0, std::max(1, width), 1 << 20), flags, text).height();
}

} // namespace

FindingDelegate::FindingDelegate(QTreeView *view)
    : QStyledItemDelegate(view)
    , mView(view)
{
}

QStringList FindingDelegate::parts(const QModelIndex &index)
{
    return {index.data(FindingsModel::MessageRole).toString(), index.data(FindingsModel::FixRole).toString(),
        index.data(FindingsModel::DetailRole).toString()};
}

QFont FindingDelegate::detailFont(const QFont &base)
{
    QFont f = base;
    f.setPointSizeF(std::max(7.0, base.pointSizeF() * 0.9));
    return f;
}

int FindingDelegate::textWidth(const QModelIndex &index) const
{
    int depth = 0;
    for (QModelIndex p = index.parent(); p.isValid(); p = p.parent())
        ++depth;
    return std::max(40, mView->viewport()->width() - mView->indentation() * (depth + 1) - 2 * kMargin);
}

QSize FindingDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    if (!index.data(FindingsModel::MessageRole).isValid())
        return QStyledItemDelegate::sizeHint(option, index);
    const QStringList p = parts(index);
    const int width = textWidth(index);
    const int height = wrappedHeight(option.font, width, p[0], wrapFlags(0))
        + wrappedHeight(option.font, width, p[1], wrapFlags(1))
        + wrappedHeight(detailFont(option.font), width, p[2], wrapFlags(2)) + 4 * kMargin;
    return {width + 2 * kMargin, height};
}

void FindingDelegate::paint(
    QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    if (!index.data(FindingsModel::MessageRole).isValid()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.text.clear();
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

    const bool selected = option.state & QStyle::State_Selected;
    const QPalette::ColorGroup group
        = option.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
    const QColor text = option.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text);
    QColor quiet = text;
    quiet.setAlphaF(0.65f);
    const QStringList p = parts(index);
    const int width = textWidth(index);
    QRect r(option.rect.left() + kMargin, option.rect.top() + kMargin, width, option.rect.height());
    painter->save();
    const auto draw = [&](const QFont &font, const QColor &colour, const QString &s, int flags) {
        if (s.isEmpty())
            return;
        const int h = wrappedHeight(font, width, s, flags);
        painter->setFont(font);
        painter->setPen(colour);
        painter->drawText(QRect(r.left(), r.top(), width, h), flags, s);
        r.setTop(r.top() + h + kMargin);
    };
    draw(option.font, text, p[0], wrapFlags(0));
    draw(option.font, text, p[1], wrapFlags(1));
    draw(detailFont(option.font), quiet, p[2], wrapFlags(2));
    painter->restore();
}

FindingsPanel::FindingsPanel(QWidget *parent)
    : QTreeView(parent)
    , mModel(new FindingsModel(this))
{
    setModel(mModel);
    setHeaderHidden(true);
    setItemDelegate(new FindingDelegate(this));
    setWordWrap(true);
    setUniformRowHeights(false);
    setAlternatingRowColors(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // text wraps instead
    setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    setToolTip(tr("What the guide's rules say about this build; select one to see the parts it concerns"));
    // A new report shows every group open; its rows replace the old ones, so nothing stays selected
    // (that is not the user choosing none: the chassis keeps what it has selected).
    connect(mModel, &QAbstractItemModel::modelAboutToBeReset, this, [this] { mSyncing = true; });
    connect(mModel, &QAbstractItemModel::modelReset, this, [this] {
        mSyncing = false;
        expandToDepth(0);
    });
    connect(selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        if (mSyncing)
            return;
        const Report &report = mModel->report();
        QList<int> slots;
        QList<PartId> parts;
        for (const QModelIndex &i : selectionModel()->selectedIndexes()) {
            for (int f : mModel->findingsOf(i)) {
                slots += report.findings[f].slots;
                parts += report.findings[f].parts;
            }
        }
        Q_EMIT findingSelected(slots, parts);
    });
}

int FindingsPanel::findingCount() const
{
    return int(mModel->report().findings.size());
}

void FindingsPanel::follow(const AnalysedBuild *build)
{
    mModel->follow(build);
}

void FindingsPanel::setReport(const Report &report)
{
    mModel->setReport(report);
}

void FindingsPanel::resizeEvent(QResizeEvent *event)
{
    QTreeView::resizeEvent(event);
    // The rows' heights follow the width their text wraps to.
    if (event->size().width() != event->oldSize().width())
        scheduleDelayedItemsLayout();
}

void FindingsPanel::selectForSlots(const QList<int> &slots)
{
    const Report &report = mModel->report();
    QItemSelection selection;
    for (const QModelIndex &row : mModel->findingRows()) {
        for (int f : mModel->findingsOf(row)) {
            for (int s : slots) {
                if (report.findings[f].slots.contains(s))
                    selection.select(row, row);
            }
        }
    }
    mSyncing = true;
    selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
    mSyncing = false;
}

} // namespace rigsmith::ui
