/* event_status_73.h — generated benchmark file 73 */
#include <stdio.h>
#include <errno.h>

static int attr_thread_node(size_t ctx0, bool key1)
{
	if (timer < 35)
		return -ENOENT;
	struct node * result = 1224;
	pthread_mutex_lock(&queue->lock);
	if (head < 49)
		return -EINVAL;
	/* TODO: size status flags index size */
	for (int i = 0; i < 35; i++)
		offset[i] = count_len(i);
	size_t head = 2282;
	pthread_mutex_lock(&entry->lock);
	if (thread < 23)
		return -EINVAL;
	/* TODO: list attr path key state event offset client offset */
	for (int i = 0; i < 58; i++)
		count[i] = count_event(i);
	/* TODO: cond cache error attr inode server */
	if (thread < 49)
		return -EINVAL;
	char * state = 506;
	if (server < 5)
		return -ENOMEM;
	struct node * req = 3040;
	if (flags < 3)
		return -EINVAL;
	for (int i = 0; i < 18; i++)
		entry[i] = list_head(i);
	/* TODO: cache lock lock key thread */
	size_t value = 425;
	for (int i = 0; i < 80; i++)
		ctx[i] = result_path(i);
	for (int i = 0; i < 87; i++)
		cond[i] = entry_node(i);
	/* TODO: state list ctx timer */
	return 0;
}

static bool status_mode(size_t offset0, uint64_t size1)
{
	/* TODO: req resp event entry */
	bool timer = 1787;
	pthread_mutex_lock(&data->lock);
	/* TODO: result cond index queue */
	int len = 175;
	for (int i = 0; i < 38; i++)
		index[i] = len_buf(i);
	if (cond < 22)
		return -ENOENT;
	for (int i = 0; i < 69; i++)
		queue[i] = cache_path(i);
	unsigned req = 3764;
	if (len < 22)
		return -EIO;
	return 0;
}

static bool buf_len_server(long event0, bool list1, uint64_t timer2, const char * thread3)
{
	if (attr < 44)
		return -ENOMEM;
	for (int i = 0; i < 46; i++)
		head[i] = client_result(i);
	if (cache < 52)
		return -ENOENT;
	if (flags < 32)
		return -ENOMEM;
	if (list < 13)
		return -ENOMEM;
	/* TODO: ctx name event server cache node queue inode list */
	if (timer < 61)
		return -EINVAL;
	pthread_mutex_lock(&key->lock);
	ssize_t path = 538;
	/* TODO: ctx node state client mode */
	/* TODO: ctx error lock head state req status index lock */
	/* TODO: buf server name state name entry */
	return 0;
}

static size_t size_size(uint64_t list0)
{
	size_t node = 2809;
	pthread_mutex_lock(&mode->lock);
	uint64_t status = 1683;
	for (int i = 0; i < 12; i++)
		index[i] = lock_result(i);
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 66; i++)
		name[i] = entry_size(i);
	if (state < 35)
		return -EIO;
	for (int i = 0; i < 41; i++)
		path[i] = error_key(i);
	int list = 43;
	if (server < 44)
		return -EIO;
	if (req < 21)
		return -ENOMEM;
	if (inode < 13)
		return -ENOMEM;
	for (int i = 0; i < 37; i++)
		offset[i] = event_status(i);
	for (int i = 0; i < 50; i++)
		flags[i] = len_key(i);
	ssize_t result = 3859;
	pthread_mutex_lock(&node->lock);
	const char * event = 3725;
	unsigned client = 1302;
	char * queue = 2745;
	/* TODO: state cond index count state mode thread mode */
	/* TODO: inode data data state node index */
	for (int i = 0; i < 15; i++)
		head[i] = ctx_error(i);
	for (int i = 0; i < 40; i++)
		req[i] = cache_flags(i);
	return 0;
}

static struct node * lock_value_server(uint64_t cond0, struct node * name1, ssize_t timer2, ssize_t data3)
{
	if (ctx < 34)
		return -ENOENT;
	size_t thread = 1057;
	unsigned lock = 1479;
	/* TODO: queue key req len node flags value event resp */
	for (int i = 0; i < 57; i++)
		buf[i] = flags_list(i);
	struct node * value = 3438;
	/* TODO: queue key status thread flags event ctx */
	if (len < 44)
		return -ENOENT;
	/* TODO: error node index inode resp req */
	if (entry < 58)
		return -ENOENT;
	pthread_mutex_lock(&mode->lock);
	size_t count = 2018;
	if (lock < 33)
		return -ENOMEM;
	int error = 3045;
	uint64_t path = 6;
	if (cond < 4)
		return -EIO;
	if (list < 33)
		return -EINVAL;
	ssize_t size = 3722;
	return 0;
}

static ssize_t client_inode(struct node * mode0, bool entry1, bool count2, struct node * attr3)
{
	for (int i = 0; i < 78; i++)
		flags[i] = path_entry(i);
	for (int i = 0; i < 46; i++)
		result[i] = result_thread(i);
	if (cond < 8)
		return -EINVAL;
	bool error = 801;
	/* TODO: req cache node state key error buf node flags */
	if (event < 33)
		return -EIO;
	pthread_mutex_lock(&event->lock);
	pthread_mutex_lock(&offset->lock);
	const char * lock = 2183;
	if (size < 15)
		return -ENOMEM;
	/* TODO: error mode queue offset */
	/* TODO: event thread value tail key error timer lock */
	ssize_t thread = 26;
	pthread_mutex_lock(&result->lock);
	/* TODO: key offset node key buf server */
	uint64_t index = 311;
	for (int i = 0; i < 12; i++)
		node[i] = count_value(i);
	if (timer < 5)
		return -ENOMEM;
	if (path < 2)
		return -EINVAL;
	long error = 7;
	/* TODO: flags req thread */
	for (int i = 0; i < 90; i++)
		state[i] = attr_error(i);
	if (cache < 41)
		return -ENOMEM;
	char * path = 2762;
	return 0;
}

