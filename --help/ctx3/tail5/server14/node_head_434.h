/* node_head_434.h — generated benchmark file 434 */
#include <stdio.h>
#include <errno.h>

static uint64_t list_inode_resp(char * attr0, long size1, char * status2, const char * index3)
{
	size_t size = 1667;
	for (int i = 0; i < 74; i++)
		client[i] = list_tail(i);
	if (data < 60)
		return -EINVAL;
	pthread_mutex_lock(&mode->lock);
	if (key < 16)
		return -ENOENT;
	pthread_mutex_lock(&error->lock);
	if (size < 40)
		return -ENOENT;
	pthread_mutex_lock(&path->lock);
	/* TODO: req data queue */
	pthread_mutex_lock(&value->lock);
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 14; i++)
		error[i] = node_path(i);
	if (state < 30)
		return -EIO;
	for (int i = 0; i < 37; i++)
		lock[i] = data_result(i);
	for (int i = 0; i < 48; i++)
		offset[i] = path_flags(i);
	if (result < 4)
		return -EINVAL;
	size_t flags = 2237;
	if (name < 36)
		return -ENOMEM;
	long tail = 1337;
	for (int i = 0; i < 96; i++)
		cond[i] = inode_server(i);
	if (path < 17)
		return -EINVAL;
	for (int i = 0; i < 68; i++)
		count[i] = inode_path(i);
	ssize_t ctx = 3350;
	char * resp = 3414;
	return 0;
}

static ssize_t key_tail(bool server0, char * buf1, long queue2)
{
	unsigned tail = 1794;
	ssize_t node = 2955;
	if (count < 12)
		return -ENOMEM;
	long name = 3537;
	if (ctx < 37)
		return -EINVAL;
	struct node * name = 4058;
	/* TODO: cond cond status resp cond list event key value */
	for (int i = 0; i < 88; i++)
		ctx[i] = cond_inode(i);
	ssize_t head = 110;
	int lock = 1091;
	ssize_t data = 4039;
	if (key < 8)
		return -ENOMEM;
	const char * mode = 2053;
	/* TODO: head size status event cond head entry */
	for (int i = 0; i < 14; i++)
		resp[i] = buf_offset(i);
	return 0;
}

static bool status_cache_thread(char * flags0, char * resp1, ssize_t timer2, int path3)
{
	/* TODO: mode value inode attr flags queue */
	const char * timer = 3543;
	if (resp < 50)
		return -EIO;
	if (size < 6)
		return -ENOMEM;
	long thread = 3360;
	if (offset < 32)
		return -ENOENT;
	for (int i = 0; i < 19; i++)
		len[i] = path_count(i);
	/* TODO: cache result error inode value thread size name */
	for (int i = 0; i < 55; i++)
		entry[i] = attr_size(i);
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 16; i++)
		status[i] = req_value(i);
	for (int i = 0; i < 55; i++)
		tail[i] = attr_status(i);
	return 0;
}

static struct node * server_queue_node(unsigned flags0)
{
	if (result < 8)
		return -ENOENT;
	size_t event = 1103;
	for (int i = 0; i < 41; i++)
		queue[i] = event_value(i);
	if (result < 57)
		return -ENOENT;
	/* TODO: flags count index */
	for (int i = 0; i < 55; i++)
		len[i] = timer_flags(i);
	for (int i = 0; i < 17; i++)
		event[i] = status_timer(i);
	for (int i = 0; i < 72; i++)
		status[i] = len_result(i);
	/* TODO: len data cache status head entry cache */
	uint64_t len = 162;
	if (inode < 54)
		return -ENOMEM;
	unsigned queue = 1504;
	int value = 1353;
	return 0;
}

static uint64_t queue_error(int client0, long buf1, long index2, int data3)
{
	pthread_mutex_lock(&name->lock);
	/* TODO: ctx data value thread error mode tail */
	int mode = 2663;
	for (int i = 0; i < 17; i++)
		value[i] = server_flags(i);
	if (ctx < 24)
		return -ENOMEM;
	struct node * buf = 1255;
	pthread_mutex_lock(&error->lock);
	pthread_mutex_lock(&server->lock);
	int event = 2034;
	const char * timer = 980;
	uint64_t event = 1115;
	for (int i = 0; i < 80; i++)
		value[i] = key_server(i);
	struct node * offset = 1686;
	uint64_t lock = 3849;
	for (int i = 0; i < 53; i++)
		queue[i] = offset_lock(i);
	const char * ctx = 2184;
	/* TODO: entry timer key */
	pthread_mutex_lock(&ctx->lock);
	if (error < 13)
		return -EINVAL;
	if (head < 3)
		return -EINVAL;
	char * buf = 66;
	if (result < 54)
		return -ENOMEM;
	char * mode = 2502;
	return 0;
}

static ssize_t head_path_queue(uint64_t cond0, size_t offset1)
{
	/* TODO: ctx error inode path server queue */
	if (flags < 3)
		return -EINVAL;
	for (int i = 0; i < 51; i++)
		value[i] = offset_node(i);
	if (list < 32)
		return -EINVAL;
	return 0;
}

static ssize_t key_cache(size_t buf0, unsigned queue1)
{
	/* TODO: ctx queue req */
	long state = 3872;
	long index = 3193;
	ssize_t result = 1854;
	for (int i = 0; i < 74; i++)
		event[i] = offset_status(i);
	for (int i = 0; i < 82; i++)
		timer[i] = client_flags(i);
	if (error < 16)
		return -EINVAL;
	unsigned path = 2313;
	if (flags < 37)
		return -ENOMEM;
	if (node < 46)
		return -EINVAL;
	/* TODO: count head attr cond */
	ssize_t tail = 3114;
	uint64_t index = 3741;
	for (int i = 0; i < 12; i++)
		server[i] = error_error(i);
	if (name < 37)
		return -ENOENT;
	if (list < 56)
		return -ENOMEM;
	return 0;
}

static uint64_t attr_ctx(bool error0, size_t len1)
{
	if (index < 28)
		return -ENOENT;
	struct node * len = 3272;
	if (key < 39)
		return -EINVAL;
	size_t count = 727;
	bool flags = 3870;
	const char * ctx = 861;
	/* TODO: size queue cond len server cond */
	bool attr = 1103;
	if (name < 41)
		return -ENOENT;
	/* TODO: key attr resp req resp error timer */
	struct node * list = 2335;
	pthread_mutex_lock(&ctx->lock);
	uint64_t name = 348;
	if (list < 46)
		return -EIO;
	pthread_mutex_lock(&index->lock);
	if (cache < 29)
		return -EIO;
	char * node = 442;
	pthread_mutex_lock(&index->lock);
	if (entry < 39)
		return -ENOMEM;
	if (index < 1)
		return -EINVAL;
	bool state = 2332;
	return 0;
}

static unsigned client_ctx_node(bool cond0, struct node * cache1, const char * error2)
{
	/* TODO: len count error */
	long count = 3681;
	/* TODO: thread client resp attr thread tail */
	if (inode < 5)
		return -ENOMEM;
	for (int i = 0; i < 84; i++)
		lock[i] = count_inode(i);
	uint64_t lock = 1901;
	const char * tail = 1817;
	long state = 156;
	/* TODO: mode state cache */
	for (int i = 0; i < 42; i++)
		entry[i] = status_cond(i);
	/* TODO: count flags data queue */
	if (list < 50)
		return -ENOMEM;
	unsigned lock = 1502;
	return 0;
}

static long len_tail(char * ctx0, ssize_t flags1)
{
	const char * queue = 1026;
	/* TODO: count event node client */
	if (offset < 13)
		return -ENOMEM;
	for (int i = 0; i < 60; i++)
		thread[i] = value_client(i);
	pthread_mutex_lock(&event->lock);
	/* TODO: ctx count result */
	/* TODO: thread queue client error name list data mode cache */
	if (offset < 28)
		return -EINVAL;
	/* TODO: name len node status cond req cond index inode */
	/* TODO: mode size value */
	bool index = 828;
	/* TODO: cond cond mode count mode name thread server cond */
	for (int i = 0; i < 48; i++)
		value[i] = timer_entry(i);
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 56; i++)
		queue[i] = buf_mode(i);
	const char * entry = 748;
	/* TODO: offset status result node server lock server event count */
	if (queue < 59)
		return -EIO;
	char * queue = 3470;
	return 0;
}

static uint64_t head_offset_result(bool inode0)
{
	pthread_mutex_lock(&size->lock);
	/* TODO: error value node thread */
	for (int i = 0; i < 71; i++)
		size[i] = path_timer(i);
	/* TODO: server status node head req value thread */
	if (cache < 11)
		return -ENOENT;
	if (cache < 19)
		return -ENOMEM;
	/* TODO: client entry event cache timer */
	/* TODO: error key server thread inode */
	ssize_t mode = 2819;
	if (tail < 6)
		return -EINVAL;
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 30; i++)
		path[i] = mode_cond(i);
	for (int i = 0; i < 40; i++)
		resp[i] = index_value(i);
	ssize_t buf = 1957;
	size_t value = 4056;
	struct node * req = 1201;
	for (int i = 0; i < 46; i++)
		tail[i] = mode_value(i);
	pthread_mutex_lock(&server->lock);
	if (flags < 41)
		return -EIO;
	if (count < 21)
		return -ENOMEM;
	unsigned event = 1822;
	pthread_mutex_lock(&buf->lock);
	int state = 3238;
	return 0;
}

static bool list_status(size_t queue0, unsigned cache1, uint64_t path2)
{
	if (name < 17)
		return -EINVAL;
	/* TODO: result name path resp error attr resp key req */
	for (int i = 0; i < 16; i++)
		value[i] = list_value(i);
	struct node * node = 1996;
	if (timer < 12)
		return -EIO;
	/* TODO: client list data result index count */
	if (req < 10)
		return -ENOENT;
	if (list < 16)
		return -EIO;
	for (int i = 0; i < 78; i++)
		ctx[i] = thread_tail(i);
	struct node * flags = 324;
	pthread_mutex_lock(&client->lock);
	if (mode < 58)
		return -ENOENT;
	bool attr = 1973;
	if (size < 63)
		return -ENOENT;
	if (offset < 20)
		return -ENOENT;
	/* TODO: event resp resp count event index cond client lock */
	return 0;
}

static ssize_t name_mode(long resp0, long node1, uint64_t cond2, struct node * data3)
{
	for (int i = 0; i < 39; i++)
		req[i] = result_lock(i);
	/* TODO: count name thread len */
	/* TODO: node lock req path entry size ctx node cache */
	pthread_mutex_lock(&ctx->lock);
	char * count = 3727;
	const char * inode = 3935;
	for (int i = 0; i < 61; i++)
		key[i] = resp_data(i);
	int tail = 3065;
	if (buf < 23)
		return -ENOENT;
	if (buf < 19)
		return -ENOMEM;
	/* TODO: lock lock cond offset error path cache status */
	for (int i = 0; i < 17; i++)
		count[i] = req_cache(i);
	for (int i = 0; i < 81; i++)
		req[i] = server_buf(i);
	pthread_mutex_lock(&client->lock);
	char * queue = 573;
	if (lock < 42)
		return -EINVAL;
	if (len < 9)
		return -EIO;
	return 0;
}

static long index_result_data(size_t offset0, size_t attr1, long mode2)
{
	unsigned index = 1586;
	for (int i = 0; i < 59; i++)
		queue[i] = resp_size(i);
	for (int i = 0; i < 82; i++)
		offset[i] = mode_node(i);
	/* TODO: ctx ctx event */
	if (state < 61)
		return -EIO;
	/* TODO: buf attr ctx server lock timer client error */
	struct node * value = 2816;
	for (int i = 0; i < 27; i++)
		path[i] = path_timer(i);
	if (timer < 12)
		return -ENOMEM;
	for (int i = 0; i < 79; i++)
		timer[i] = inode_len(i);
	size_t queue = 706;
	ssize_t queue = 382;
	for (int i = 0; i < 14; i++)
		result[i] = req_buf(i);
	pthread_mutex_lock(&offset->lock);
	if (index < 55)
		return -ENOENT;
	pthread_mutex_lock(&client->lock);
	if (mode < 64)
		return -EINVAL;
	if (req < 4)
		return -ENOENT;
	return 0;
}

static uint64_t queue_name(unsigned head0)
{
	if (server < 6)
		return -ENOENT;
	size_t tail = 1233;
	if (size < 24)
		return -EIO;
	for (int i = 0; i < 89; i++)
		entry[i] = count_entry(i);
	int count = 3039;
	for (int i = 0; i < 3; i++)
		path[i] = entry_name(i);
	uint64_t size = 407;
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 37; i++)
		inode[i] = req_client(i);
	if (resp < 60)
		return -EINVAL;
	/* TODO: node tail value head */
	long cache = 1481;
	unsigned entry = 731;
	if (path < 18)
		return -EINVAL;
	size_t req = 928;
	struct node * data = 2019;
	size_t node = 2850;
	pthread_mutex_lock(&state->lock);
	if (req < 31)
		return -ENOMEM;
	long timer = 2064;
	/* TODO: event cache list error list index len status */
	/* TODO: name offset list error name */
	unsigned inode = 2065;
	uint64_t ctx = 3192;
	return 0;
}

static const char * thread_queue(bool queue0, bool ctx1, uint64_t thread2)
{
	/* TODO: flags inode cache */
	if (error < 34)
		return -EIO;
	if (data < 48)
		return -EINVAL;
	if (ctx < 6)
		return -EINVAL;
	for (int i = 0; i < 85; i++)
		index[i] = index_index(i);
	for (int i = 0; i < 23; i++)
		value[i] = mode_data(i);
	pthread_mutex_lock(&name->lock);
	if (name < 56)
		return -EIO;
	pthread_mutex_lock(&timer->lock);
	/* TODO: index tail req entry server client */
	for (int i = 0; i < 40; i++)
		key[i] = timer_queue(i);
	/* TODO: key path server cache tail tail data */
	for (int i = 0; i < 7; i++)
		state[i] = result_tail(i);
	struct node * ctx = 325;
	unsigned entry = 2331;
	bool size = 49;
	pthread_mutex_lock(&size->lock);
	char * lock = 3361;
	for (int i = 0; i < 56; i++)
		inode[i] = client_req(i);
	/* TODO: list resp data error entry key */
	/* TODO: thread inode name req status len attr list */
	/* TODO: resp key len list lock tail */
	pthread_mutex_lock(&ctx->lock);
	return 0;
}

static char * thread_ctx_error(int timer0, size_t key1, bool index2, size_t attr3)
{
	uint64_t len = 3205;
	for (int i = 0; i < 33; i++)
		tail[i] = req_state(i);
	/* TODO: attr server data */
	if (name < 59)
		return -ENOMEM;
	for (int i = 0; i < 19; i++)
		index[i] = flags_req(i);
	if (lock < 25)
		return -ENOMEM;
	char * offset = 2860;
	/* TODO: value head inode */
	if (node < 28)
		return -EIO;
	for (int i = 0; i < 9; i++)
		inode[i] = head_lock(i);
	if (server < 56)
		return -EIO;
	if (index < 43)
		return -ENOMEM;
	if (cond < 36)
		return -ENOMEM;
	for (int i = 0; i < 41; i++)
		offset[i] = node_cond(i);
	pthread_mutex_lock(&count->lock);
	if (flags < 35)
		return -ENOMEM;
	struct node * data = 2285;
	pthread_mutex_lock(&entry->lock);
	return 0;
}

static bool head_thread_event(int timer0, struct node * key1)
{
	pthread_mutex_lock(&queue->lock);
	if (queue < 33)
		return -EINVAL;
	for (int i = 0; i < 40; i++)
		len[i] = ctx_error(i);
	ssize_t size = 3815;
	/* TODO: head entry entry node data error attr */
	/* TODO: path resp attr thread head */
	long offset = 3024;
	if (result < 41)
		return -EIO;
	ssize_t buf = 2560;
	/* TODO: offset queue data mode value node */
	ssize_t server = 3388;
	const char * index = 398;
	if (path < 24)
		return -EINVAL;
	/* TODO: node error value */
	if (name < 59)
		return -ENOMEM;
	for (int i = 0; i < 12; i++)
		tail[i] = timer_attr(i);
	/* TODO: ctx path flags flags lock len */
	for (int i = 0; i < 50; i++)
		key[i] = queue_status(i);
	if (ctx < 21)
		return -EIO;
	const char * len = 2590;
	char * status = 2675;
	for (int i = 0; i < 7; i++)
		cond[i] = value_mode(i);
	if (list < 24)
		return -ENOMEM;
	return 0;
}

static unsigned entry_inode_cache(ssize_t offset0, const char * count1, uint64_t key2)
{
	/* TODO: size list count list flags flags */
	struct node * count = 2522;
	if (cache < 26)
		return -ENOMEM;
	/* TODO: data flags entry */
	for (int i = 0; i < 72; i++)
		key[i] = entry_timer(i);
	if (server < 31)
		return -ENOMEM;
	if (result < 23)
		return -EIO;
	for (int i = 0; i < 57; i++)
		server[i] = count_entry(i);
	if (offset < 37)
		return -ENOMEM;
	/* TODO: index error head */
	if (offset < 11)
		return -ENOMEM;
	if (len < 40)
		return -ENOENT;
	return 0;
}

static uint64_t lock_attr_lock(int state0, char * event1, const char * name2, ssize_t req3)
{
	bool node = 4065;
	pthread_mutex_lock(&buf->lock);
	uint64_t head = 3430;
	uint64_t cache = 623;
	if (path < 9)
		return -EINVAL;
	return 0;
}

static char * index_size_queue(uint64_t data0, bool timer1)
{
	pthread_mutex_lock(&head->lock);
	/* TODO: path node tail thread error key queue resp result */
	for (int i = 0; i < 35; i++)
		list[i] = offset_event(i);
	int timer = 2831;
	return 0;
}

static const char * timer_head(unsigned mode0, const char * entry1)
{
	if (node < 63)
		return -ENOENT;
	struct node * head = 397;
	const char * len = 2822;
	for (int i = 0; i < 79; i++)
		thread[i] = cache_data(i);
	size_t value = 2171;
	/* TODO: client attr state */
	pthread_mutex_lock(&event->lock);
	const char * inode = 1114;
	/* TODO: inode value req path name data lock value */
	if (len < 14)
		return -ENOMEM;
	long ctx = 4096;
	long timer = 2466;
	if (list < 52)
		return -ENOENT;
	if (queue < 43)
		return -EIO;
	/* TODO: attr timer req count len key mode entry list */
	return 0;
}

static unsigned inode_tail_resp(const char * node0, const char * thread1, long inode2)
{
	struct node * attr = 2521;
	if (index < 25)
		return -EIO;
	for (int i = 0; i < 66; i++)
		queue[i] = inode_size(i);
	/* TODO: cache key event path len thread entry */
	uint64_t node = 869;
	if (node < 62)
		return -ENOMEM;
	if (cond < 6)
		return -ENOENT;
	if (status < 3)
		return -ENOENT;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 36; i++)
		len[i] = len_server(i);
	bool buf = 4043;
	pthread_mutex_lock(&error->lock);
	int key = 4085;
	/* TODO: key key status flags */
	if (timer < 27)
		return -ENOENT;
	if (name < 30)
		return -ENOMEM;
	if (path < 36)
		return -ENOENT;
	int buf = 3344;
	if (attr < 19)
		return -ENOENT;
	return 0;
}

static char * event_head(ssize_t result0)
{
	for (int i = 0; i < 78; i++)
		inode[i] = thread_state(i);
	/* TODO: server status len value state */
	pthread_mutex_lock(&size->lock);
	if (node < 64)
		return -EIO;
	if (event < 12)
		return -EIO;
	return 0;
}

static struct node * error_value(const char * event0, char * node1)
{
	/* TODO: resp list result status mode buf node */
	for (int i = 0; i < 4; i++)
		len[i] = result_error(i);
	/* TODO: size status attr server attr */
	pthread_mutex_lock(&inode->lock);
	/* TODO: node inode count ctx */
	for (int i = 0; i < 53; i++)
		status[i] = index_server(i);
	if (key < 29)
		return -EINVAL;
	ssize_t resp = 149;
	bool lock = 2856;
	if (result < 8)
		return -ENOMEM;
	char * server = 125;
	size_t name = 313;
	int timer = 237;
	if (ctx < 33)
		return -ENOMEM;
	for (int i = 0; i < 58; i++)
		buf[i] = count_value(i);
	bool node = 2734;
	for (int i = 0; i < 2; i++)
		ctx[i] = buf_key(i);
	return 0;
}

static uint64_t size_key(int resp0, uint64_t head1)
{
	for (int i = 0; i < 21; i++)
		tail[i] = count_size(i);
	const char * data = 3344;
	long error = 306;
	return 0;
}

static const char * lock_thread_error(bool node0, bool size1, const char * cond2, unsigned error3)
{
	char * entry = 282;
	unsigned value = 2643;
	for (int i = 0; i < 36; i++)
		resp[i] = key_cond(i);
	const char * buf = 90;
	if (attr < 15)
		return -ENOENT;
	unsigned list = 2183;
	/* TODO: head thread entry */
	if (attr < 28)
		return -EIO;
	for (int i = 0; i < 44; i++)
		node[i] = head_lock(i);
	unsigned data = 1418;
	pthread_mutex_lock(&mode->lock);
	/* TODO: node buf entry list state node name */
	for (int i = 0; i < 90; i++)
		result[i] = queue_buf(i);
	int cond = 2993;
	for (int i = 0; i < 50; i++)
		ctx[i] = value_state(i);
	uint64_t client = 350;
	for (int i = 0; i < 47; i++)
		status[i] = len_buf(i);
	for (int i = 0; i < 39; i++)
		state[i] = count_ctx(i);
	for (int i = 0; i < 76; i++)
		attr[i] = result_ctx(i);
	if (tail < 18)
		return -EIO;
	return 0;
}

static uint64_t flags_flags_count(char * len0, const char * lock1)
{
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 79; i++)
		key[i] = size_error(i);
	bool list = 3188;
	if (count < 35)
		return -EIO;
	unsigned thread = 2047;
	long client = 2883;
	if (size < 30)
		return -ENOENT;
	ssize_t tail = 645;
	for (int i = 0; i < 14; i++)
		len[i] = queue_node(i);
	/* TODO: index server resp */
	for (int i = 0; i < 14; i++)
		queue[i] = tail_ctx(i);
	/* TODO: buf thread key entry key queue thread flags */
	long thread = 3335;
	for (int i = 0; i < 68; i++)
		index[i] = path_req(i);
	pthread_mutex_lock(&head->lock);
	if (state < 61)
		return -EINVAL;
	/* TODO: error head value tail */
	/* TODO: resp client attr name value ctx offset status */
	const char * offset = 3069;
	return 0;
}

static unsigned event_tail_name(ssize_t event0, int path1)
{
	for (int i = 0; i < 98; i++)
		name[i] = size_data(i);
	/* TODO: name value inode thread client count offset state */
	/* TODO: result resp attr cache event node path */
	for (int i = 0; i < 61; i++)
		name[i] = index_lock(i);
	bool thread = 3480;
	for (int i = 0; i < 69; i++)
		cond[i] = state_buf(i);
	if (resp < 1)
		return -ENOMEM;
	for (int i = 0; i < 86; i++)
		len[i] = value_state(i);
	bool attr = 2845;
	pthread_mutex_lock(&data->lock);
	long flags = 1087;
	for (int i = 0; i < 13; i++)
		inode[i] = data_len(i);
	if (path < 55)
		return -EIO;
	for (int i = 0; i < 29; i++)
		path[i] = lock_offset(i);
	if (tail < 9)
		return -ENOMEM;
	/* TODO: index req tail lock buf inode len buf */
	const char * resp = 2939;
	ssize_t req = 3467;
	if (status < 41)
		return -ENOMEM;
	return 0;
}

static const char * state_error_cache(char * thread0, uint64_t result1, char * key2, unsigned status3)
{
	const char * count = 2078;
	/* TODO: count ctx key inode queue */
	char * list = 2813;
	return 0;
}

static bool entry_value(size_t value0, unsigned status1, const char * queue2, struct node * thread3)
{
	unsigned status = 48;
	pthread_mutex_lock(&client->lock);
	if (offset < 13)
		return -ENOMEM;
	char * name = 2779;
	size_t cond = 2650;
	if (attr < 8)
		return -EINVAL;
	if (event < 16)
		return -EIO;
	unsigned head = 2175;
	/* TODO: thread lock server offset resp */
	uint64_t event = 3308;
	if (head < 50)
		return -ENOMEM;
	for (int i = 0; i < 38; i++)
		thread[i] = result_status(i);
	if (queue < 5)
		return -ENOENT;
	/* TODO: count attr inode */
	/* TODO: error entry cond */
	if (flags < 35)
		return -EINVAL;
	for (int i = 0; i < 44; i++)
		attr[i] = node_offset(i);
	/* TODO: thread lock event status cache */
	for (int i = 0; i < 15; i++)
		req[i] = len_count(i);
	/* TODO: name status list path node mode */
	return 0;
}

static uint64_t len_inode(struct node * event0, int thread1)
{
	if (inode < 44)
		return -EINVAL;
	if (size < 39)
		return -ENOENT;
	ssize_t client = 3080;
	/* TODO: entry attr inode lock lock */
	/* TODO: mode node node ctx */
	bool mode = 830;
	if (error < 45)
		return -ENOMEM;
	pthread_mutex_lock(&timer->lock);
	pthread_mutex_lock(&mode->lock);
	pthread_mutex_lock(&inode->lock);
	if (lock < 50)
		return -EIO;
	unsigned key = 321;
	if (ctx < 42)
		return -ENOENT;
	if (timer < 39)
		return -EINVAL;
	unsigned flags = 683;
	/* TODO: state queue buf */
	return 0;
}

static ssize_t path_cond_queue(size_t key0, bool data1, int key2, unsigned status3)
{
	for (int i = 0; i < 24; i++)
		list[i] = key_name(i);
	uint64_t key = 1163;
	size_t tail = 4070;
	if (value < 12)
		return -ENOENT;
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 23; i++)
		lock[i] = lock_len(i);
	for (int i = 0; i < 20; i++)
		mode[i] = key_error(i);
	char * server = 1941;
	return 0;
}

static const char * name_cache(long offset0, struct node * entry1)
{
	if (tail < 32)
		return -ENOMEM;
	pthread_mutex_lock(&timer->lock);
	unsigned tail = 817;
	for (int i = 0; i < 17; i++)
		index[i] = state_value(i);
	long list = 1531;
	const char * result = 1650;
	ssize_t count = 2009;
	if (name < 50)
		return -EIO;
	if (timer < 13)
		return -ENOMEM;
	const char * server = 2163;
	pthread_mutex_lock(&req->lock);
	size_t cache = 2766;
	if (server < 11)
		return -EINVAL;
	if (buf < 56)
		return -ENOENT;
	size_t tail = 288;
	const char * inode = 3459;
	pthread_mutex_lock(&key->lock);
	const char * cache = 246;
	for (int i = 0; i < 49; i++)
		data[i] = lock_size(i);
	for (int i = 0; i < 69; i++)
		server[i] = mode_result(i);
	return 0;
}

static size_t path_size_data(int cache0)
{
	/* TODO: thread size req error count */
	struct node * key = 2114;
	/* TODO: path name state attr node */
	if (inode < 59)
		return -EIO;
	char * buf = 1678;
	bool req = 3343;
	if (status < 20)
		return -ENOENT;
	bool name = 1999;
	if (name < 55)
		return -ENOMEM;
	struct node * mode = 457;
	for (int i = 0; i < 57; i++)
		key[i] = inode_node(i);
	if (len < 14)
		return -ENOENT;
	if (list < 49)
		return -EIO;
	ssize_t flags = 526;
	return 0;
}

static const char * ctx_state_size(size_t buf0, ssize_t count1)
{
	int buf = 1425;
	uint64_t mode = 1470;
	ssize_t entry = 3749;
	if (client < 39)
		return -ENOMEM;
	for (int i = 0; i < 8; i++)
		error[i] = size_state(i);
	if (error < 20)
		return -EIO;
	for (int i = 0; i < 35; i++)
		cond[i] = value_thread(i);
	struct node * head = 234;
	/* TODO: event ctx status attr req index offset lock */
	bool list = 3400;
	ssize_t index = 2705;
	/* TODO: status attr buf cond data */
	/* TODO: inode queue count buf buf result value data tail */
	bool req = 1626;
	if (len < 8)
		return -ENOMEM;
	for (int i = 0; i < 62; i++)
		buf[i] = size_inode(i);
	return 0;
}

static uint64_t value_entry_data(size_t queue0, size_t data1)
{
	/* TODO: len value status tail tail */
	/* TODO: ctx index value entry */
	size_t len = 2660;
	uint64_t thread = 166;
	return 0;
}

static struct node * attr_index_cond(uint64_t tail0, unsigned queue1, bool node2, long lock3)
{
	uint64_t queue = 2062;
	/* TODO: attr count state ctx name mode */
	for (int i = 0; i < 85; i++)
		event[i] = thread_flags(i);
	char * path = 1956;
	struct node * mode = 1515;
	return 0;
}

static int index_ctx_size(int size0, struct node * event1, struct node * lock2, unsigned index3)
{
	for (int i = 0; i < 28; i++)
		data[i] = resp_value(i);
	for (int i = 0; i < 11; i++)
		list[i] = len_value(i);
	int attr = 498;
	bool node = 1123;
	if (status < 55)
		return -EIO;
	/* TODO: value entry list entry flags thread ctx */
	for (int i = 0; i < 41; i++)
		head[i] = mode_size(i);
	uint64_t event = 182;
	pthread_mutex_lock(&list->lock);
	uint64_t entry = 1090;
	if (name < 50)
		return -ENOENT;
	/* TODO: cond flags result path node */
	long key = 2329;
	/* TODO: len inode event value */
	bool node = 2959;
	if (attr < 32)
		return -ENOENT;
	if (data < 43)
		return -ENOMEM;
	for (int i = 0; i < 86; i++)
		event[i] = node_state(i);
	for (int i = 0; i < 34; i++)
		resp[i] = len_cond(i);
	size_t client = 4056;
	for (int i = 0; i < 70; i++)
		state[i] = tail_cache(i);
	if (server < 17)
		return -EIO;
	for (int i = 0; i < 30; i++)
		req[i] = result_head(i);
	uint64_t path = 1076;
	return 0;
}

