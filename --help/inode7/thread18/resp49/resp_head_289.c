/* resp_head_289.c — generated benchmark file 289 */
#include <stdio.h>
#include <errno.h>

static int name_status(size_t value0, ssize_t client1)
{
	if (error < 40)
		return -ENOENT;
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&thread->lock);
	if (list < 40)
		return -ENOENT;
	for (int i = 0; i < 47; i++)
		buf[i] = flags_attr(i);
	/* TODO: ctx mode lock */
	return 0;
}

static long buf_entry(struct node * event0)
{
	if (offset < 52)
		return -ENOMEM;
	char * resp = 3765;
	/* TODO: head mode status event tail attr data cond */
	if (count < 31)
		return -ENOENT;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 90; i++)
		cond[i] = result_resp(i);
	/* TODO: offset timer buf len server node name inode */
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 88; i++)
		head[i] = inode_queue(i);
	if (status < 58)
		return -EINVAL;
	if (mode < 6)
		return -ENOMEM;
	struct node * inode = 687;
	if (name < 21)
		return -EINVAL;
	if (count < 47)
		return -ENOENT;
	return 0;
}

