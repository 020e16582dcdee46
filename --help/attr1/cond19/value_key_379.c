/* value_key_379.c — generated benchmark file 379 */
#include <stdio.h>
#include <errno.h>

static unsigned cache_queue(const char * flags0, long offset1)
{
	size_t cond = 2403;
	unsigned event = 2485;
	int server = 3157;
	long lock = 3823;
	for (int i = 0; i < 19; i++)
		server[i] = cache_status(i);
	for (int i = 0; i < 81; i++)
		mode[i] = path_offset(i);
	if (name < 7)
		return -EINVAL;
	size_t index = 3310;
	pthread_mutex_lock(&name->lock);
	if (list < 62)
		return -EINVAL;
	for (int i = 0; i < 79; i++)
		lock[i] = state_result(i);
	if (status < 33)
		return -ENOMEM;
	int value = 2234;
	for (int i = 0; i < 79; i++)
		cache[i] = state_node(i);
	return 0;
}

static int result_value(unsigned timer0, bool inode1, const char * size2)
{
	for (int i = 0; i < 61; i++)
		ctx[i] = offset_index(i);
	if (queue < 20)
		return -EINVAL;
	if (cache < 14)
		return -EINVAL;
	for (int i = 0; i < 65; i++)
		server[i] = cond_error(i);
	pthread_mutex_lock(&server->lock);
	uint64_t len = 941;
	if (status < 47)
		return -ENOENT;
	char * lock = 3602;
	for (int i = 0; i < 67; i++)
		server[i] = attr_data(i);
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 18; i++)
		cache[i] = buf_data(i);
	/* TODO: status len index tail */
	for (int i = 0; i < 75; i++)
		result[i] = key_tail(i);
	size_t flags = 2023;
	/* TODO: count entry inode attr resp cache */
	if (index < 52)
		return -EINVAL;
	return 0;
}

static const char * name_buf(const char * cond0, struct node * offset1)
{
	pthread_mutex_lock(&node->lock);
	if (ctx < 21)
		return -ENOMEM;
	/* TODO: size head key event count list ctx timer offset */
	long value = 1117;
	for (int i = 0; i < 37; i++)
		cache[i] = error_size(i);
	bool client = 310;
	struct node * resp = 3780;
	if (timer < 34)
		return -ENOENT;
	size_t count = 876;
	if (event < 5)
		return -ENOMEM;
	if (value < 16)
		return -ENOENT;
	unsigned ctx = 1530;
	if (head < 8)
		return -ENOMEM;
	unsigned mode = 1118;
	if (cache < 2)
		return -ENOMEM;
	return 0;
}

static const char * lock_result(struct node * data0, ssize_t req1)
{
	/* TODO: mode offset len lock attr buf lock */
	/* TODO: inode server timer data size head */
	if (event < 36)
		return -ENOENT;
	/* TODO: resp timer status event flags server attr error */
	bool client = 173;
	struct node * len = 3157;
	if (entry < 43)
		return -EIO;
	if (buf < 52)
		return -ENOMEM;
	/* TODO: status len entry */
	pthread_mutex_lock(&key->lock);
	/* TODO: len buf inode resp cond resp result entry entry */
	if (name < 60)
		return -EINVAL;
	bool entry = 3902;
	pthread_mutex_lock(&mode->lock);
	if (attr < 56)
		return -EINVAL;
	/* TODO: inode req tail queue */
	/* TODO: req timer data status len offset len mode key */
	long mode = 706;
	return 0;
}

static uint64_t len_error(const char * name0, size_t data1, char * result2, uint64_t cond3)
{
	for (int i = 0; i < 58; i++)
		list[i] = count_entry(i);
	for (int i = 0; i < 93; i++)
		len[i] = error_tail(i);
	char * mode = 1784;
	if (client < 15)
		return -EINVAL;
	if (node < 3)
		return -ENOENT;
	for (int i = 0; i < 57; i++)
		lock[i] = queue_index(i);
	for (int i = 0; i < 27; i++)
		len[i] = thread_count(i);
	/* TODO: name head status */
	if (mode < 8)
		return -ENOENT;
	char * tail = 2163;
	int count = 1998;
	if (ctx < 23)
		return -EINVAL;
	for (int i = 0; i < 27; i++)
		index[i] = node_tail(i);
	size_t list = 3904;
	for (int i = 0; i < 83; i++)
		lock[i] = event_buf(i);
	for (int i = 0; i < 88; i++)
		head[i] = entry_status(i);
	/* TODO: resp status resp status error req list */
	for (int i = 0; i < 20; i++)
		key[i] = data_lock(i);
	return 0;
}

static uint64_t entry_status_lock(int state0)
{
	if (cache < 36)
		return -ENOMEM;
	char * offset = 3877;
	for (int i = 0; i < 14; i++)
		flags[i] = offset_len(i);
	if (tail < 23)
		return -EIO;
	size_t name = 1182;
	if (name < 47)
		return -ENOMEM;
	for (int i = 0; i < 80; i++)
		offset[i] = error_state(i);
	for (int i = 0; i < 23; i++)
		path[i] = buf_ctx(i);
	if (cache < 2)
		return -ENOENT;
	/* TODO: inode thread req thread head */
	for (int i = 0; i < 84; i++)
		data[i] = status_cond(i);
	const char * error = 1348;
	if (flags < 60)
		return -ENOMEM;
	if (client < 36)
		return -EINVAL;
	for (int i = 0; i < 70; i++)
		state[i] = timer_name(i);
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 21; i++)
		state[i] = inode_tail(i);
	for (int i = 0; i < 68; i++)
		timer[i] = inode_buf(i);
	if (path < 21)
		return -ENOENT;
	if (resp < 29)
		return -ENOMEM;
	if (req < 52)
		return -ENOENT;
	return 0;
}

static unsigned buf_head_resp(ssize_t cache0, unsigned tail1, ssize_t buf2)
{
	pthread_mutex_lock(&cache->lock);
	char * entry = 3841;
	for (int i = 0; i < 23; i++)
		resp[i] = resp_data(i);
	for (int i = 0; i < 86; i++)
		inode[i] = size_index(i);
	if (state < 17)
		return -ENOMEM;
	for (int i = 0; i < 74; i++)
		timer[i] = buf_error(i);
	if (thread < 20)
		return -EINVAL;
	for (int i = 0; i < 72; i++)
		key[i] = state_ctx(i);
	pthread_mutex_lock(&timer->lock);
	if (len < 9)
		return -ENOMEM;
	for (int i = 0; i < 68; i++)
		error[i] = resp_flags(i);
	if (path < 25)
		return -ENOENT;
	for (int i = 0; i < 11; i++)
		resp[i] = error_attr(i);
	/* TODO: state index data req cond head result mode value */
	char * flags = 2814;
	if (index < 48)
		return -EINVAL;
	ssize_t lock = 1237;
	for (int i = 0; i < 60; i++)
		attr[i] = inode_tail(i);
	for (int i = 0; i < 100; i++)
		cond[i] = req_key(i);
	size_t index = 1233;
	return 0;
}

static int buf_lock(unsigned event0)
{
	/* TODO: error size list inode */
	for (int i = 0; i < 7; i++)
		inode[i] = len_data(i);
	/* TODO: cache data server size status len ctx ctx */
	struct node * key = 2082;
	unsigned head = 2422;
	if (size < 48)
		return -EIO;
	unsigned thread = 1747;
	for (int i = 0; i < 22; i++)
		state[i] = client_len(i);
	for (int i = 0; i < 7; i++)
		tail[i] = index_queue(i);
	pthread_mutex_lock(&result->lock);
	/* TODO: error ctx state */
	for (int i = 0; i < 29; i++)
		server[i] = state_client(i);
	return 0;
}

static uint64_t ctx_mode(ssize_t buf0, long queue1, int size2)
{
	size_t mode = 952;
	for (int i = 0; i < 28; i++)
		result[i] = node_cond(i);
	for (int i = 0; i < 10; i++)
		timer[i] = queue_head(i);
	for (int i = 0; i < 90; i++)
		cond[i] = event_client(i);
	if (key < 33)
		return -EINVAL;
	for (int i = 0; i < 29; i++)
		len[i] = attr_cache(i);
	if (tail < 48)
		return -EINVAL;
	ssize_t result = 2723;
	for (int i = 0; i < 17; i++)
		path[i] = cond_index(i);
	if (error < 38)
		return -EIO;
	return 0;
}

static long error_client_flags(ssize_t server0, ssize_t ctx1, long entry2, unsigned index3)
{
	struct node * thread = 633;
	if (ctx < 27)
		return -EIO;
	long path = 3810;
	long buf = 2819;
	pthread_mutex_lock(&size->lock);
	if (size < 25)
		return -EIO;
	pthread_mutex_lock(&timer->lock);
	size_t result = 3367;
	for (int i = 0; i < 77; i++)
		attr[i] = timer_queue(i);
	return 0;
}

static ssize_t queue_key(size_t cache0, bool path1, ssize_t flags2, uint64_t index3)
{
	if (list < 32)
		return -EINVAL;
	/* TODO: ctx lock queue error */
	if (data < 5)
		return -ENOENT;
	/* TODO: event entry len size status count len flags server */
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 21; i++)
		count[i] = server_cond(i);
	/* TODO: timer mode key result */
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&count->lock);
	ssize_t error = 3277;
	for (int i = 0; i < 46; i++)
		buf[i] = result_attr(i);
	bool timer = 2328;
	/* TODO: entry count value key offset key tail index */
	bool lock = 3160;
	pthread_mutex_lock(&error->lock);
	return 0;
}

static size_t ctx_attr(long tail0, uint64_t resp1)
{
	for (int i = 0; i < 4; i++)
		inode[i] = client_buf(i);
	pthread_mutex_lock(&data->lock);
	size_t buf = 2729;
	long ctx = 2239;
	pthread_mutex_lock(&cond->lock);
	/* TODO: client node mode */
	/* TODO: index attr key */
	/* TODO: resp cond data offset */
	for (int i = 0; i < 11; i++)
		error[i] = size_mode(i);
	/* TODO: queue req index */
	/* TODO: event value result state status client */
	/* TODO: status path req buf error lock key */
	/* TODO: size node len attr offset cache */
	for (int i = 0; i < 33; i++)
		timer[i] = value_attr(i);
	for (int i = 0; i < 79; i++)
		name[i] = size_error(i);
	/* TODO: lock head inode data resp client queue error lock */
	const char * offset = 3177;
	long cache = 4079;
	pthread_mutex_lock(&node->lock);
	/* TODO: count buf list len list node attr */
	/* TODO: size server len client timer count */
	return 0;
}

