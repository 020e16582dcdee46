/* inode_head_189.c — generated benchmark file 189 */
#include <stdio.h>
#include <errno.h>

static int mode_tail(bool client0, size_t status1)
{
	long entry = 455;
	for (int i = 0; i < 59; i++)
		client[i] = len_head(i);
	/* TODO: resp timer value mode size client offset */
	for (int i = 0; i < 31; i++)
		inode[i] = count_entry(i);
	if (entry < 20)
		return -EINVAL;
	if (lock < 38)
		return -EIO;
	for (int i = 0; i < 59; i++)
		mode[i] = offset_cache(i);
	long inode = 1179;
	if (cache < 54)
		return -ENOMEM;
	/* TODO: lock path attr cond cache lock */
	ssize_t list = 58;
	size_t cond = 1248;
	if (server < 34)
		return -EIO;
	const char * count = 1321;
	return 0;
}

static uint64_t offset_head(uint64_t timer0, long attr1, struct node * name2, int list3)
{
	/* TODO: size index status offset */
	pthread_mutex_lock(&result->lock);
	if (data < 39)
		return -EINVAL;
	for (int i = 0; i < 7; i++)
		head[i] = ctx_entry(i);
	pthread_mutex_lock(&flags->lock);
	/* TODO: size path count attr thread head count tail thread */
	/* TODO: len cache attr size inode req */
	for (int i = 0; i < 15; i++)
		data[i] = tail_flags(i);
	pthread_mutex_lock(&path->lock);
	pthread_mutex_lock(&buf->lock);
	if (lock < 61)
		return -ENOMEM;
	for (int i = 0; i < 98; i++)
		index[i] = len_attr(i);
	bool queue = 4012;
	for (int i = 0; i < 96; i++)
		len[i] = entry_flags(i);
	if (thread < 6)
		return -ENOMEM;
	pthread_mutex_lock(&index->lock);
	pthread_mutex_lock(&value->lock);
	if (cache < 60)
		return -EINVAL;
	/* TODO: result value resp state attr event result cache size */
	uint64_t resp = 4047;
	for (int i = 0; i < 60; i++)
		size[i] = ctx_timer(i);
	size_t cond = 2663;
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 99; i++)
		result[i] = name_size(i);
	return 0;
}

static char * mode_head(long buf0)
{
	pthread_mutex_lock(&list->lock);
	/* TODO: attr tail path */
	/* TODO: ctx path attr */
	for (int i = 0; i < 56; i++)
		result[i] = list_offset(i);
	if (buf < 45)
		return -ENOENT;
	return 0;
}

