/* key_server_316.c — generated benchmark file 316 */
#include <stdio.h>
#include <errno.h>

static struct node * len_ctx(char * offset0, char * name1, bool inode2, bool count3)
{
	if (cache < 52)
		return -EIO;
	/* TODO: list size buf name */
	for (int i = 0; i < 72; i++)
		status[i] = thread_attr(i);
	for (int i = 0; i < 2; i++)
		count[i] = index_thread(i);
	for (int i = 0; i < 70; i++)
		head[i] = thread_thread(i);
	for (int i = 0; i < 20; i++)
		state[i] = index_entry(i);
	long buf = 3677;
	for (int i = 0; i < 14; i++)
		data[i] = offset_node(i);
	if (attr < 44)
		return -ENOMEM;
	unsigned data = 3350;
	/* TODO: head node cache */
	for (int i = 0; i < 57; i++)
		path[i] = state_lock(i);
	for (int i = 0; i < 33; i++)
		index[i] = index_tail(i);
	ssize_t entry = 1646;
	/* TODO: inode resp index list */
	int len = 1827;
	if (error < 5)
		return -EIO;
	/* TODO: list flags queue queue */
	return 0;
}

