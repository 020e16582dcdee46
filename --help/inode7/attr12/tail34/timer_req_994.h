/* timer_req_994.h — generated benchmark file 994 */
#include <stdio.h>
#include <errno.h>

static struct node * cond_client(uint64_t result0, bool len1, struct node * list2)
{
	const char * list = 444;
	if (data < 53)
		return -ENOMEM;
	/* TODO: attr cond size timer count node */
	if (result < 34)
		return -EIO;
	const char * inode = 3121;
	int entry = 1095;
	size_t thread = 3456;
	pthread_mutex_lock(&index->lock);
	if (node < 9)
		return -ENOENT;
	/* TODO: count len entry */
	struct node * offset = 1099;
	if (thread < 33)
		return -ENOENT;
	/* TODO: entry name error result attr offset event lock state */
	/* TODO: key result buf key path */
	if (flags < 20)
		return -ENOENT;
	size_t state = 3965;
	/* TODO: path data attr error client offset len */
	unsigned buf = 3387;
	if (head < 18)
		return -EINVAL;
	return 0;
}

static struct node * client_result_timer(struct node * req0, int cond1, bool event2)
{
	for (int i = 0; i < 51; i++)
		error[i] = event_state(i);
	bool event = 1189;
	/* TODO: path entry index len flags */
	struct node * ctx = 3935;
	for (int i = 0; i < 66; i++)
		queue[i] = index_node(i);
	pthread_mutex_lock(&buf->lock);
	if (queue < 22)
		return -EINVAL;
	if (client < 33)
		return -ENOENT;
	if (index < 54)
		return -ENOMEM;
	for (int i = 0; i < 99; i++)
		name[i] = list_head(i);
	for (int i = 0; i < 70; i++)
		cache[i] = count_len(i);
	for (int i = 0; i < 59; i++)
		size[i] = count_count(i);
	if (tail < 49)
		return -EIO;
	if (queue < 51)
		return -EIO;
	pthread_mutex_lock(&path->lock);
	pthread_mutex_lock(&status->lock);
	return 0;
}

static size_t ctx_value_cache(size_t inode0, unsigned key1, int thread2, size_t offset3)
{
	for (int i = 0; i < 89; i++)
		attr[i] = event_size(i);
	/* TODO: error cond buf result inode */
	for (int i = 0; i < 97; i++)
		error[i] = ctx_error(i);
	unsigned mode = 318;
	/* TODO: tail node flags offset head list flags */
	if (ctx < 16)
		return -ENOMEM;
	for (int i = 0; i < 87; i++)
		size[i] = error_inode(i);
	for (int i = 0; i < 10; i++)
		name[i] = flags_lock(i);
	pthread_mutex_lock(&server->lock);
	if (cache < 60)
		return -EIO;
	/* TODO: len buf path event attr inode event status len */
	pthread_mutex_lock(&event->lock);
	if (len < 12)
		return -EINVAL;
	size_t event = 1299;
	long mode = 2858;
	for (int i = 0; i < 3; i++)
		buf[i] = cond_resp(i);
	if (flags < 46)
		return -EINVAL;
	/* TODO: value data queue offset value buf ctx error */
	for (int i = 0; i < 86; i++)
		key[i] = lock_size(i);
	/* TODO: buf inode resp lock state client req index */
	if (client < 7)
		return -EINVAL;
	/* TODO: size client event cache error event entry server path */
	if (path < 30)
		return -ENOMEM;
	/* TODO: count value tail head thread thread ctx */
	for (int i = 0; i < 47; i++)
		event[i] = name_result(i);
	return 0;
}

