/* resp_attr_933.c — generated benchmark file 933 */
#include <stdio.h>
#include <errno.h>

static uint64_t node_cache(char * attr0, unsigned data1, size_t buf2, char * mode3)
{
	for (int i = 0; i < 96; i++)
		timer[i] = tail_name(i);
	const char * error = 51;
	if (cond < 59)
		return -ENOMEM;
	bool ctx = 3938;
	if (tail < 7)
		return -ENOMEM;
	for (int i = 0; i < 10; i++)
		key[i] = flags_name(i);
	for (int i = 0; i < 90; i++)
		thread[i] = key_client(i);
	if (data < 37)
		return -EIO;
	char * result = 1602;
	long value = 591;
	pthread_mutex_lock(&ctx->lock);
	unsigned count = 2951;
	long len = 2636;
	for (int i = 0; i < 62; i++)
		offset[i] = ctx_buf(i);
	if (node < 16)
		return -ENOENT;
	if (list < 8)
		return -EINVAL;
	uint64_t resp = 676;
	ssize_t head = 1457;
	for (int i = 0; i < 13; i++)
		server[i] = count_inode(i);
	pthread_mutex_lock(&inode->lock);
	bool count = 3579;
	pthread_mutex_lock(&name->lock);
	uint64_t ctx = 3929;
	pthread_mutex_lock(&entry->lock);
	struct node * data = 1017;
	return 0;
}

