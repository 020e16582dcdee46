/* offset_size_921.h — generated benchmark file 921 */
#include <stdio.h>
#include <errno.h>

static struct node * path_client_head(const char * count0, uint64_t server1, bool state2)
{
	if (name < 25)
		return -EIO;
	const char * ctx = 3319;
	bool data = 2993;
	/* TODO: queue size state lock count client node */
	for (int i = 0; i < 54; i++)
		name[i] = list_offset(i);
	for (int i = 0; i < 50; i++)
		lock[i] = count_value(i);
	int list = 2725;
	if (req < 13)
		return -EINVAL;
	for (int i = 0; i < 34; i++)
		queue[i] = tail_resp(i);
	for (int i = 0; i < 59; i++)
		size[i] = head_error(i);
	for (int i = 0; i < 94; i++)
		status[i] = cache_data(i);
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 29; i++)
		list[i] = path_result(i);
	/* TODO: path error path attr server */
	uint64_t timer = 1681;
	bool cache = 638;
	pthread_mutex_lock(&ctx->lock);
	long timer = 415;
	for (int i = 0; i < 78; i++)
		lock[i] = index_cond(i);
	/* TODO: inode queue queue queue result error */
	if (len < 55)
		return -ENOENT;
	bool cond = 345;
	for (int i = 0; i < 89; i++)
		offset[i] = resp_len(i);
	for (int i = 0; i < 87; i++)
		cache[i] = req_client(i);
	/* TODO: ctx cache lock head client value */
	return 0;
}

